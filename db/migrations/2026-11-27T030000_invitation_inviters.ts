// Frozen migration: never edit after it has run anywhere; add a new file instead.
// Kysely<any> and no application imports, so later changes to the app cannot change history.
//
// admin_invitations.invited_by_account: the account that sent the invitation. Removing that
// account ends its invitations (on delete cascade; the removal also withdraws the pending ones
// itself, in its audited transaction), so a removed owner cannot come back through an invitation
// sent to a second address before leaving. Rows from before are matched to their sender through
// the audit trail's team.invite row; pending ones whose sender has already been removed end now.
//
// mail_outbox: a message's stored body no longer keeps a secret link once it is sent (the
// registrant's /my-registration#<token>, a team invitation's /admin/invitation#<token>): the
// token is replaced by a placeholder when it is sent or given up. Messages already sent or given
// up are redacted here; pending ones keep their link for the retry.
import { sql, type Kysely } from 'kysely';

const secretLink = '(/(my-registration|admin/invitation)#)[A-Za-z0-9_-]+';
const redacted = '\\1[removed once sent]';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('admin_invitations')
    .addColumn('invited_by_account', 'text', (c) => c.references('admin_accounts.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('admin_invitations_invited_by_idx').on('admin_invitations').column('invited_by_account').execute();

  await sql`
    update admin_invitations i set invited_by_account = a.account_id
    from admin_audit a
    where a.action = 'team.invite' and a.target = 'invitation ' || i.id
      and a.account_id in (select id from admin_accounts)
  `.execute(db);
  await sql`
    delete from admin_invitations i
    where i.used_at is null and i.invited_by_account is null
      and exists (
        select 1 from admin_audit a
        where a.action = 'team.invite' and a.target = 'invitation ' || i.id
          and a.account_id is not null and a.account_id not in (select id from admin_accounts)
      )
  `.execute(db);

  await sql`
    update mail_outbox
    set text_body = regexp_replace(text_body, ${secretLink}, ${redacted}, 'g'),
        html_body = regexp_replace(html_body, ${secretLink}, ${redacted}, 'g')
    where status <> 'pending'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The redacted links cannot come back (only their hashes were ever kept elsewhere).
  await db.schema.dropIndex('admin_invitations_invited_by_idx').ifExists().execute();
  await db.schema.alterTable('admin_invitations').dropColumn('invited_by_account').execute();
}
