/**
 * CLI: node tools/paypal-simulator/main.ts [--port 8921] [--host 127.0.0.1] [--client-id ID]
 *      [--client-secret SECRET] [--merchant-email EMAIL] [--public-url URL] [--quiet]
 * Environment fallbacks: PAYPAL_SIM_PORT, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_BUSINESS.
 */
import { parseArgs } from 'node:util';
import { startPaypalSimulator } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'merchant-email': { type: 'string' },
    'public-url': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PAYPAL_SIM_PORT ?? 8921);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(1);
}

const options: Parameters<typeof startPaypalSimulator>[0] = { port, log: !values.quiet };
const clientId = values['client-id'] ?? process.env.PAYPAL_CLIENT_ID;
const clientSecret = values['client-secret'] ?? process.env.PAYPAL_CLIENT_SECRET;
const merchantEmail = values['merchant-email'] ?? process.env.PAYPAL_BUSINESS;
if (values.host) options.host = values.host;
if (clientId) options.clientId = clientId;
if (clientSecret) options.clientSecret = clientSecret;
if (merchantEmail) options.merchantEmail = merchantEmail;
if (values['public-url']) options.publicUrl = values['public-url'];

const sim = await startPaypalSimulator(options);
console.log(`PayPal simulator on ${sim.url} (client id ${sim.clientId})`);

const stop = (): void => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
