export function Save({ onSave }: Props) {
  return (
    <Button
      type="primary"
      onClick={onSave}
      disabled={busy}
    >
      Save
    </Button>
  );
}
