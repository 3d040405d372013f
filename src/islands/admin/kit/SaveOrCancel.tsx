// The buttons at the foot of every /admin edit form: save (saying so while it saves) or cancel.
export function SaveOrCancel({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="admin-card__actions">
      <button type="submit" className="admin-button admin-button--gold" disabled={busy}>
        {busy ? 'Saving...' : label}
      </button>
      <button type="button" className="admin-button admin-button--ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
