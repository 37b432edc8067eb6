/** The message under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}
