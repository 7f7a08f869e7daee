import { Eye, EyeOff } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, useState } from "react";
import { Field, focusRing } from "./ui";

/** Password field with a show/hide toggle. */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }
>(function PasswordInput(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      ref={ref}
      {...props}
      type={shown ? "text" : "password"}
      className="pr-11"
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? "Hide password" : "Show password"}
          aria-pressed={shown}
          className={`absolute inset-y-0 right-0 flex items-center rounded-r-lg px-3 text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white ${focusRing}`}
        >
          {shown ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
        </button>
      }
    />
  );
});
