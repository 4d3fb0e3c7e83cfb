export function Save({ onSave }: Props) {
  return (
    <Button
      type="primary"
      onClick={onSave}
      size="small"
    >
      Save
    </Button>
  );
}
