interface MediaFilePickerProps {
  id: string;
  accept: string;
  isMultiple: boolean;
  isEnabled: boolean;
  onFiles(files: File[]): void;
  children: string;
}

/** A real file input (keyboard and screen readers reach it) dressed as the secondary button by its label. */
export function MediaFilePicker({ id, accept, isMultiple, isEnabled, onFiles, children }: MediaFilePickerProps) {
  return (
    <span className="relative inline-flex">
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={isMultiple}
        disabled={!isEnabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Picking the same file again must fire `change` again.
          event.currentTarget.value = "";
          onFiles(files);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-sand-300 bg-white px-5 font-semibold text-ink transition-colors hover:bg-sand-100 active:bg-sand-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sunset-500 peer-disabled:cursor-not-allowed peer-disabled:bg-sand-100 peer-disabled:text-ink-muted"
      >
        {children}
      </label>
    </span>
  );
}
