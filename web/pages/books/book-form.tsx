import { useId } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { createBookBody } from "../../../engine/api/books.js";
import { Button, Field, inputClass, Label } from "../../components/ui";
import { requestResolver } from "../../forms/request-resolver";
import { ApiError } from "../../lib/api";
import { bookDefaults, type NewBook, TRIMS } from "../../lib/books";

/** The settings the form edits, with the rules and messages of POST /api/books. */
const bookForm = createBookBody.pick({
  title: true,
  subtitle: true,
  author: true,
  trim: true,
  paper: true,
  bleed: true,
  blankBacks: true,
  pageNumbers: true,
});

export function BookForm({
  initial = bookDefaults,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  initial?: NewBook;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: NewBook) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useForm<z.input<typeof bookForm>, unknown, z.output<typeof bookForm>>({
    resolver: requestResolver(bookForm),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ ...initial, ...values });
    } catch (e) {
      // The server's field messages land beside their fields; anything else is the caller's toast.
      if (e instanceof ApiError && e.fields) {
        for (const [name, message] of Object.entries(e.fields))
          form.setError(name as keyof NewBook, { message }, { shouldFocus: true });
        return;
      }
      throw e;
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="Title" autoComplete="off" error={errors.title?.message} {...form.register("title")} />
      <Field
        label="Subtitle (optional)"
        autoComplete="off"
        error={errors.subtitle?.message}
        {...form.register("subtitle")}
      />
      <Field
        label="Author"
        hint="The name KDP prints on the cover, the title page and the copyright page"
        autoComplete="name"
        error={errors.author?.message}
        {...form.register("author")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label="Trim size" registration={form.register("trim")}>
          {TRIMS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
        <Select label="Paper" registration={form.register("paper")}>
          <option value="white">White (black ink)</option>
          <option value="cream">Cream (black ink)</option>
        </Select>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Printing</legend>
        <Check label="Bleed (art may reach the paper's edge)" registration={form.register("bleed")} />
        <Check label="Blank backs (each picture on its own sheet)" registration={form.register("blankBacks")} />
        <Check label="Page numbers" registration={form.register("pageNumbers")} />
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Select({
  label,
  registration,
  children,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={inputClass} {...registration}>
        {children}
      </select>
    </div>
  );
}

function Check({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
      <input type="checkbox" className="h-4 w-4 accent-violet-700" {...registration} />
      {label}
    </label>
  );
}
