export function Save({ onSave }: Props) {
  return (
    <Button
      type="primary"
      onClick={onSave}
    >
      Save
    </Button>
  );
}
