import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { adminUserBody } from "../../../engine/api/admin.js";
import type { User } from "../../../server/api-types";
import { Button, Card, Field } from "../../components/ui";
import { requestResolver } from "../../forms/request-resolver";
import { ApiError, answer, client } from "../../lib/api";
import { notify } from "../../lib/toast";

/** "Failed to create user", with the same specific messages as sign-up. */
const createErrors: Record<string, string> = {
  "email-already-in-use": "Email already in use",
  "weak-password": "Password should be at least 6 characters",
  "invalid-email": "Invalid email address",
};

function createUserErrorMessage(err: unknown): string {
  return (err instanceof ApiError && createErrors[err.code]) || "Failed to create user";
}

export function AddUserForm({ onCreated }: { onCreated: (user: User) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof adminUserBody>, unknown, z.output<typeof adminUserBody>>({
    resolver: requestResolver(adminUserBody),
    defaultValues: { email: "", password: "", displayName: "" },
  });

  const submit = handleSubmit(async ({ email, password, displayName }) => {
    try {
      const name = displayName?.trim();
      const body = name ? { email, password, displayName: name } : { email, password };
      const { user } = await answer(client.admin.users.$post({ json: body }));
      notify.success("User created successfully");
      reset();
      onCreated(user);
    } catch (err) {
      notify.error(createUserErrorMessage(err));
    }
  });

  return (
    <Card className="mb-6">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-50">
        <UserPlus className="h-5 w-5" aria-hidden="true" /> Add New User
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-3">
        <Field label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register("email")} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <Field
          label="Display name (optional)"
          autoComplete="off"
          error={errors.displayName?.message}
          {...register("displayName")}
        />
        <div className="md:col-span-3">
          <Button type="submit" loading={isSubmitting} loadingText="Creating...">
            Add User
          </Button>
        </div>
      </form>
    </Card>
  );
}
