/*
 * Stand-in for the PayPal JS SDK (https://www.paypal.com/sdk/js), served by the local simulator.
 * The server prepends `var CONFIG = {...};`. Plain ES5-ish browser JavaScript, no build step.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var BASE = CONFIG.baseUrl;
  var POPUP_FEATURES = 'width=500,height=600,left=100,top=100,resizable=yes,scrollbars=yes';

  if (!CONFIG.clientKnown) {
    console.error('paypal_js_sdk_v5_unhandled_exception: client-id not recognized for either production or sandbox: ' + CONFIG.clientId);
  }

  function toError(value, fallback) {
    if (value instanceof Error) return value;
    return new Error(typeof value === 'string' ? value : fallback);
  }

  function fetchJson(url, init) {
    return fetch(url, init).then(function (res) {
      return res.json().then(function (body) {
        if (!res.ok) {
          var detail = body && body.details && body.details[0];
          throw new Error((detail ? detail.issue + ': ' + detail.description : (body && body.message) || String(res.status)));
        }
        return body;
      });
    });
  }

  function clientQuery() {
    return '?client-id=' + encodeURIComponent(CONFIG.clientId);
  }

  function Buttons(options) {
    options = options || {};
    var container = null;
    var button = null;
    var busy = false;
    var closed = false;

    function call(name, data, actions) {
      var fn = options[name];
      if (typeof fn !== 'function') return Promise.resolve(undefined);
      try {
        return Promise.resolve(fn(data, actions));
      } catch (error) {
        return Promise.reject(error);
      }
    }

    function reportError(error) {
      if (typeof options.onError === 'function') options.onError(error);
      else console.error(error);
    }

    var createActions = {
      order: {
        create: function (body) {
          return fetchJson(BASE + '/sdk/orders' + clientQuery(), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).then(function (order) { return order.id; });
        },
      },
    };

    function approveActions(orderID) {
      return {
        order: {
          get: function () { return fetchJson(BASE + '/sdk/orders/' + orderID + clientQuery()); },
          capture: function () {
            return fetchJson(BASE + '/sdk/orders/' + orderID + '/capture' + clientQuery(), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: '{}',
            });
          },
        },
        redirect: function (url) { window.location.href = url; },
        restart: function () { return Promise.resolve(); },
      };
    }

    function checkout() {
      if (busy || closed) return;
      if (!CONFIG.clientKnown) {
        reportError(new Error('client-id not recognized for either production or sandbox: ' + CONFIG.clientId));
        return;
      }
      // Opened synchronously inside the click, as PayPal does, so popup blockers allow it.
      var popup = window.open('', 'paypal_simulator_checkout', POPUP_FEATURES);
      if (!popup) {
        reportError(new Error('Popup blocked: allow popups for this site to pay with PayPal.'));
        return;
      }
      busy = true;
      try {
        popup.document.title = 'PayPal';
        popup.document.body.textContent = 'Loading PayPal...';
      } catch (e) { /* not writable: ignore */ }

      var orderID = null;
      var done = false;
      var timer = null;
      var polling = false;

      function finish(kind, payload) {
        if (done) return;
        done = true;
        busy = false;
        window.removeEventListener('message', onMessage);
        if (timer) clearInterval(timer);
        try { if (!popup.closed) popup.close(); } catch (e) { /* ignore */ }
        if (kind === 'approved') {
          var data = { orderID: payload.orderID, payerID: payload.payerID, paymentID: null, billingToken: null, facilitatorAccessToken: 'A21AA-simulator' };
          call('onApprove', data, approveActions(payload.orderID)).catch(function (error) {
            reportError(toError(error, 'onApprove failed'));
          });
        } else if (kind === 'declined') {
          reportError(new Error('INSTRUMENT_DECLINED: the buyer\'s card was declined.'));
        } else if (kind === 'cancelled') {
          if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderID });
        } else {
          reportError(payload);
        }
      }

      function onMessage(event) {
        var data = event.data;
        if (event.origin !== CONFIG.origin || !data || data.source !== 'paypal-simulator' || data.orderID !== orderID) return;
        finish(data.type, data);
      }

      function checkStatus(popupClosed) {
        if (polling || !orderID) return;
        polling = true;
        fetchJson(BASE + '/__sim/orders/' + orderID).then(function (order) {
          polling = false;
          if (order.declined) finish('declined', order);
          else if (order.status === 'APPROVED' || order.status === 'COMPLETED') finish('approved', { orderID: order.id, payerID: order.payerID });
          else if (order.cancelled || popupClosed) finish('cancelled', order);
        }, function () {
          polling = false;
          if (popupClosed) finish('cancelled', {});
        });
      }

      window.addEventListener('message', onMessage);
      call('createOrder', { paymentSource: options.fundingSource || 'paypal' }, createActions).then(function (id) {
        if (done) return;
        if (typeof id !== 'string' || id === '') throw new Error('Expected an order id to be passed');
        orderID = id;
        popup.location.href = BASE + '/checkoutnow?token=' + encodeURIComponent(id) + '&sdk=1';
        // Fallbacks for a lost postMessage: poll the order, and notice when the buyer closes the window.
        timer = setInterval(function () {
          var isClosed = false;
          try { isClosed = popup.closed; } catch (e) { isClosed = false; }
          checkStatus(isClosed);
        }, 1000);
      }).catch(function (error) {
        finish('error', toError(error, 'createOrder failed'));
      });
    }

    return {
      isEligible: function () { return true; },
      render: function (target) {
        var element = typeof target === 'string' ? document.querySelector(target) : target;
        if (!element) {
          var error = new Error('Document is ready and element ' + target + ' does not exist');
          return Promise.reject(error);
        }
        container = document.createElement('div');
        container.className = 'paypal-buttons paypal-simulator-buttons';
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('aria-label', 'PayPal');
        var style = options.style || {};
        var colors = { gold: ['#ffc439', '#111111'], blue: ['#0070ba', '#ffffff'], silver: ['#eeeeee', '#111111'], white: ['#ffffff', '#111111'], black: ['#111111', '#ffffff'] };
        var color = colors[style.color] || colors.gold;
        button.style.cssText = 'display:block;width:100%;min-height:' + (style.height || 45) + 'px;border:1px solid #555;font:600 16px system-ui,sans-serif;cursor:pointer;' +
          'background:' + color[0] + ';color:' + color[1] + ';border-radius:' + (style.shape === 'rect' ? '4px' : '23px') + ';';
        button.addEventListener('click', function () {
          if (typeof options.onClick !== 'function') return checkout();
          // onClick may reject synchronously with actions.reject(); checkout must stay inside the click.
          var rejected = false;
          var result = options.onClick({ fundingSource: 'paypal' }, {
            reject: function () { rejected = true; return Promise.resolve(); },
            resolve: function () { return Promise.resolve(); },
          });
          if (rejected || result === false) return;
          checkout();
        });
        container.appendChild(button);
        element.appendChild(container);
        if (typeof options.onInit === 'function') {
          options.onInit({}, { enable: function () { button.disabled = false; return Promise.resolve(); }, disable: function () { button.disabled = true; return Promise.resolve(); } });
        }
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        if (container && container.parentNode) container.parentNode.removeChild(container);
        return Promise.resolve();
      },
      updateProps: function (props) {
        for (var key in props) if (Object.prototype.hasOwnProperty.call(props, key)) options[key] = props[key];
        return Promise.resolve();
      },
      hasReturned: function () { return false; },
      resume: function () {},
    };
  }

  var FUNDING = { PAYPAL: 'paypal', CARD: 'card', PAYLATER: 'paylater', VENMO: 'venmo', CREDIT: 'credit' };
  window[namespace] = {
    version: CONFIG.version,
    Buttons: Buttons,
    FUNDING: FUNDING,
    getFundingSources: function () { return ['paypal']; },
    isFundingEligible: function (source) { return source === 'paypal'; },
    rememberFunding: function () {},
  };
})();
