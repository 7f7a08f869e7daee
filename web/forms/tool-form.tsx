import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useEffect, useMemo } from "react";
import { type FieldErrors, FormProvider, useForm, useWatch } from "react-hook-form";
import type { PublicTool } from "../../engine/catalog.js";
import { compileToolSchema, defaultValues, type ToolValues } from "../../engine/compile.js";
import { type Field, fieldTypeOf } from "../../engine/fields/index.js";
import { Button, FieldError, focusRing } from "../components/ui";
import { notify } from "../lib/toast";
import { fieldWidgetFor } from "./registry";

interface ToolFormProps {
  tool: Pick<PublicTool, "id" | "fields" | "submitLabel">;
  /** May answer with the server's message per refused field: those fields are marked and the first is focused. */
  onSubmit: (values: ToolValues) => Promise<SubmitOutcome> | SubmitOutcome | undefined;
  busy?: boolean;
  /** Credits one generation takes from this user; shown on the button when above 0. */
  cost?: number;
  /** The user cannot pay for a generation: the button becomes a Top up link. */
  outOfCredits?: boolean;
  /** Values to start from (a gallery page's "edit and generate"); unknown names are ignored. */
  initialValues?: Record<string, unknown>;
  /** The initial values were given in the tool's address: only fields that take typed text start from them. */
  fromAddress?: boolean;
  /** Line-art and activity tools: "Make 20 pages" for a book with the form's current (valid) values. */
  onBatch?: (values: ToolValues) => void;
  /**
   * Every change of the values as the user types, and whether the form would submit them (the
   * tool page's live preview waits for valid values; a signed-out visitor's are kept as typed).
   */
  onValuesChange?: (values: ToolValues, valid: boolean) => void;
}

/** What a submit may answer: the server's message per field it refused. */
type SubmitOutcome = { fieldErrors?: Record<string, string> } | undefined;

function creditsLabel(cost: number): string {
  return `${cost} ${cost === 1 ? "credit" : "credits"}`;
}

/** A descriptor's unknown field types; catalog:check catches them, this is the last guard. */
function unknownFields(tool: ToolFormProps["tool"]): string[] {
  return (tool.fields as Field[]).filter((f) => !fieldWidgetFor(f)).map((f) => `${f.name} (${f.type})`);
}

export function ToolForm(props: ToolFormProps) {
  const broken = unknownFields(props.tool);
  if (broken.length) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-400 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">Catalogue error in tool "{props.tool.id}"</p>
        <p className="mt-1 text-sm">Unknown field type: {broken.join(", ")}. Run npm run catalog:check.</p>
      </div>
    );
  }
  return <ValidToolForm {...props} />;
}

function ValidToolForm({
  tool,
  onSubmit,
  busy = false,
  cost = 0,
  outOfCredits = false,
  initialValues,
  fromAddress = false,
  onBatch,
  onValuesChange,
}: ToolFormProps) {
  const fields = tool.fields as Field[];
  // One schema, two enforcers: the server validates with the same compileToolSchema.
  const schema = useMemo(() => compileToolSchema(tool), [tool]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<ToolValues>({
    resolver,
    defaultValues: startValues(tool, initialValues, fromAddress),
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const pickNames = fields.filter((f) => fieldTypeOf(f).blocksSubmitUntilPicked).map((f) => f.name);
  const watched = useWatch({ control: form.control, name: pickNames });
  const missingPick = pickNames.length > 0 && watched.some((v) => !v);
  const all = useWatch({ control: form.control });
  const typed = JSON.stringify(all);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values' text is what changes
  useEffect(() => {
    const values = JSON.parse(typed) as ToolValues;
    onValuesChange?.(values, schema.safeParse(values).success);
  }, [typed]);

  const onInvalid = (errs: FieldErrors<ToolValues>) => {
    const first = fields.find((f) => errs[f.name]);
    const message = first ? errs[first.name]?.message : undefined;
    notify.error(typeof message === "string" && message ? message : "Please fill in all required fields");
  };

  const submit = async (values: ToolValues) => {
    const outcome = await onSubmit(values);
    const refused = outcome?.fieldErrors ?? {};
    // In the form's order, so focus lands on the first refused field, as for the form's own errors.
    const named = fields.filter((f) => typeof refused[f.name] === "string");
    named.forEach((f, i) => {
      form.setError(f.name, { type: "server", message: refused[f.name] }, { shouldFocus: i === 0 });
    });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} className="space-y-5">
        {fields.map((field) => {
          const entry = fieldWidgetFor(field);
          if (!entry) return null;
          const { Widget } = entry;
          const id = `field-${tool.id.replace(/\W/g, "-")}-${field.name}`;
          const errorId = `${id}-error`;
          const error = errors[field.name]?.message as string | undefined;
          // A group of controls is named by aria-labelledby; a <label> points at one control.
          const LabelTag = entry.group ? "span" : "label";
          return (
            <div key={field.name} className="space-y-2">
              <LabelTag
                id={`${id}-label`}
                {...(LabelTag === "label" ? { htmlFor: id } : {})}
                className="block text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                {field.label}
              </LabelTag>
              <Widget field={field} id={id} errorId={errorId} error={error} />
              {field.help && <p className="text-xs text-slate-600 dark:text-slate-400">{field.help}</p>}
              <FieldError id={errorId} message={error} />
            </div>
          );
        })}
        {outOfCredits ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              You have no credits left. This tool takes {creditsLabel(cost)} a generation.
            </p>
            <Link
              to="/payment"
              className={`inline-flex w-full items-center justify-center rounded-lg bg-violet-700 px-4 py-2 font-medium text-white hover:bg-violet-800 sm:w-auto ${focusRing}`}
            >
              Top up
            </Link>
          </div>
        ) : (
          <Button
            type="submit"
            loading={busy}
            loadingText="Generating..."
            disabled={missingPick}
            className="w-full sm:w-auto"
          >
            {tool.submitLabel ?? "Generate"}
            {cost > 0 && ` · ${creditsLabel(cost)}`}
          </Button>
        )}
        {onBatch && (
          <Button
            variant="secondary"
            disabled={busy || missingPick}
            onClick={() => void form.handleSubmit((values) => onBatch(values), onInvalid)()}
            className="w-full sm:ml-2 sm:w-auto"
          >
            Make 20 pages
          </Button>
        )}
      </form>
    </FormProvider>
  );
}

function startValues(tool: ToolFormProps["tool"], initial?: Record<string, unknown>, fromAddress = false): ToolValues {
  const values = defaultValues(tool);
  if (!initial) return values;
  for (const f of tool.fields as Field[]) {
    const v = initial[f.name];
    if (v === undefined || v === null || !(f.name in values)) continue;
    const type = fieldTypeOf(f);
    if (fromAddress && (!type.prefill || (type.prefill === "valid" && !type.value(f).safeParse(v).success))) continue;
    values[f.name] = v as ToolValues[string];
  }
  return values;
}
