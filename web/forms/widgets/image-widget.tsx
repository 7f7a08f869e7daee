import type { InferResponseType } from "hono/client";
import { Camera, ImageUp, X } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { ImageField } from "../../../engine/fields/index.js";
import type { ApiErrorBody } from "../../../server/api-types";
import { focusRing } from "../../components/ui";
import { apiHref, urls } from "../../lib/api";
import { invalidProps, type WidgetProps } from "../widget-types";

/** The contract's messages (docs/api.md, "Uploads"); the server has the last word on both. */
const uploadErrors = {
  type: "Please upload a JPG, PNG or WebP image",
  size: "Photos can be at most 15 MB",
  network: "The photo could not be uploaded. Please check your connection and try again.",
};
const MAX_BYTES = 15 * 1024 * 1024;
const TYPES = ["image/jpeg", "image/png", "image/webp"];

/** The route's 201 answer, as the typed client sees it. */
type Uploaded = InferResponseType<typeof urls.uploads.$post, 201>["upload"];

/** POST /api/uploads with progress (fetch cannot report upload progress; XHR can). */
function upload(file: File, onProgress: (share: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiHref(urls.uploads.$url()));
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<{ upload: Uploaded } & ApiErrorBody> | null;
      if (xhr.status === 201 && body?.upload) resolve(body.upload);
      else reject(new Error(body?.error?.message ?? (xhr.status === 413 ? uploadErrors.size : uploadErrors.type)));
    };
    xhr.onerror = () => reject(new Error(uploadErrors.network));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/**
 * A photo: pick a file, drop one on the area, or take one with a phone's camera. The photo is
 * uploaded at once (with progress); the field's value is the upload's id, and the preview shows
 * the stored, upright photo. Errors use the contract's messages and sit under the field.
 */
export function ImageWidget({ field, id, errorId, error }: WidgetProps<ImageField>) {
  const { field: input } = useController({ name: field.name });
  const { setError, clearErrors } = useFormContext();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const value = (input.value as string | undefined) ?? "";

  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const fail = (message: string) => {
    setProgress(null);
    setLocal(null);
    input.onChange("");
    setError(field.name, { type: "upload", message });
  };

  const take = async (file: File | undefined) => {
    if (!file) return;
    // Anything the browser calls an image goes up (the server decides from the bytes); a PDF does not.
    if (file.type && !TYPES.includes(file.type) && !file.type.startsWith("image/")) return fail(uploadErrors.type);
    if (file.size > MAX_BYTES) return fail(uploadErrors.size);
    clearErrors(field.name);
    input.onChange("");
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    try {
      const done = await upload(file, setProgress);
      setProgress(null);
      input.onChange(done.id);
    } catch (e) {
      fail((e as Error).message);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };

  const clear = () => {
    setLocal(null);
    input.onChange("");
    picker.current?.focus();
  };

  const preview = value ? apiHref(urls.uploads[":id"].$url({ param: { id: encodeURIComponent(value) } })) : local;
  const busy = progress !== null;
  return (
    <fieldset
      className={`min-w-0 rounded-lg border-2 border-dashed p-4 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-600 ${
        dragging ? "border-violet-600 bg-violet-50 dark:bg-violet-950" : "border-slate-300 dark:border-slate-600"
      } ${error ? "border-red-600" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="image-drop"
      aria-labelledby={`${id}-label`}
    >
      {preview ? (
        <img
          src={preview}
          alt="Preview of what will be traced"
          className="mx-auto max-h-64 rounded-md object-contain"
          data-uploaded={value ? "true" : "false"}
        />
      ) : (
        <ImageUp aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      )}
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {busy ? "Uploading your photo…" : value ? "Photo ready." : "Drop a photo here, or choose one."}
      </p>
      {busy && (
        <progress
          className="mt-2 w-full"
          max={1}
          value={progress ?? 0}
          aria-label="Upload progress"
          aria-valuetext={`${Math.round((progress ?? 0) * 100)}%`}
        />
      )}
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <label
          className={`inline-flex cursor-pointer items-center gap-2 rounded-lg bg-violet-700 px-3 py-2 text-sm font-medium text-white hover:bg-violet-800`}
        >
          <input
            ref={(el) => {
              picker.current = el;
              input.ref(el);
            }}
            id={id}
            name={input.name}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              void take(e.target.files?.[0]);
              e.target.value = "";
            }}
            onBlur={input.onBlur}
            {...invalidProps(error, errorId)}
          />
          {value ? "Choose another photo" : "Choose a photo"}
        </label>
        {field.camera !== false && (
          <label
            className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
          >
            <input
              ref={camera}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={busy}
              aria-label="Take a photo"
              onChange={(e) => {
                void take(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
            <Camera aria-hidden="true" className="h-4 w-4" />
            Take a photo
          </label>
        )}
        {value && !busy && (
          <button
            type="button"
            onClick={clear}
            className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Remove photo
          </button>
        )}
      </div>
    </fieldset>
  );
}
