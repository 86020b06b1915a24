import {
  startTransition,
  useActionState,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { toast } from "sonner";
import { fieldsWith, isFromBot, keepShown, type Problem } from "~/lib/email-form";
import { readEmailJsConfig } from "~/lib/emailjs-config";
import { isUncertain, sendMessage, type SendFailure } from "~/lib/send-message";
import { FieldError, FixSummary, SendOutcome } from "./form-parts";

// Baked in at build time from .env or the host's variables (docs/email.md).
const emailJs = readEmailJsConfig({
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});

/** The words of one form's outcome; why a send failed is said the same in all (form-words.ts). */
export interface SendWords {
  sentToast: string;
  notSentToast: string;
  unsureToast: string;
  /** Under the button after a send, maybe saying when it went; the focus moves to it. */
  sent: string | ((at: Date) => string);
  emailsDiffer: { toast: string };
}

/** One form that reaches the salon by e-mail: Contatti's, the vouchers' request, the withdrawal. */
export interface EmailForm<Control extends string, Values extends { honeypot: string }> {
  /** Of the controls' ids: "modulo" gives "modulo-name", and "modulo-name-errore" for its error. */
  idPrefix: string;
  /** What can stop a send, by control, in the form's order. */
  controls: readonly Control[];
  /** What the form holds, read from its fields; `empty`, before anything is typed. */
  read: (form: HTMLFormElement) => Values;
  empty: Values;
  find: (values: Values) => Partial<Record<Control, Problem>>;
  /** The words under a control that stopped a send (`sent`: what the form held then). */
  say: (control: Control, problem: Problem, sent: Values) => string;
  /** Announced once per send stopped: the fields empty and malformed (consent aside). */
  summarize: (missing: Control[], malformed: Control[]) => string;
  /** What the e-mail carries; `at`, the instant the visitor sent it. */
  email: (form: HTMLFormElement, values: Values, at: Date) => FormData;
  words: SendWords;
  /** After a failed send's explanation: another way to reach the salon (the withdrawal's e-mail). */
  alternative?: ReactNode;
  /** Once the form is live, before it is read: what the page's address asks to choose. */
  onLive?: (form: HTMLFormElement) => void;
}

type Outcome =
  | null
  | { attempt: number; sent: true; at: Date }
  | { attempt: number; sent: false; failure: SendFailure };

interface Sending {
  form: HTMLFormElement;
  data: FormData;
  fromBot: boolean;
  attempt: number;
  /** When the visitor sent it: what the e-mail and the thanks say. */
  at: Date;
}

/**
 * How a form checks, sends and answers. The fields are the browser's own (uncontrolled):
 * what the visitor typed before the form's script came is simply there, and a send reads
 * it from them. Nothing typed is lost: the form is reset only after a send succeeds.
 *
 * - `values`: what the form holds, read once it is live, at each change and after a send,
 *   for what the page shows from it (a counter, a link); it controls no field.
 * - A send stopped shows each problem under its control, named by `aria-invalid` and
 *   `aria-describedby`, until it is fixed (none appears while the visitor types), announces
 *   the fields to fix, and moves the focus to the first.
 * - A send goes through React's `useActionState`, from `onSubmit` rather than `<form action>`:
 *   React resets a form after every action, failed ones too.
 */
export function useEmailForm<Control extends string, Values extends { honeypot: string }>(
  setup: EmailForm<Control, Values>,
) {
  const { idPrefix, controls, read, find, say, words } = setup;
  // What the announcement of a stopped send names: every control but the consent box.
  const named = controls.filter((control) => control !== "consent");
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(setup.empty);
  // The last submit: its number (messages keyed by it are announced again), what stopped it
  // and is not fixed yet, what the form held then, the announcement.
  const [shown, setShown] = useState({
    attempt: 0,
    problems: {} as Partial<Record<Control, Problem>>,
    sent: setup.empty,
    summary: "",
  });
  // Set as a send starts, before React renders it pending: a second click is refused.
  const busy = useRef(false);

  function update() {
    if (!ref.current) return;
    const now = read(ref.current);
    setValues(now);
    setShown((last) => ({ ...last, problems: keepShown(last.problems, find(now)) }));
  }

  const [outcome, send, pending] = useActionState(
    async (_last: Outcome, { form, data, fromBot, attempt, at }: Sending): Promise<Outcome> => {
      // A bot filled the hidden field: it sees the usual success, nothing is sent.
      const result = fromBot ? ({ ok: true } as const) : await sendMessage(data, emailJs);
      busy.current = false;
      if (!result.ok) {
        toast.error(isUncertain(result.failure) ? words.unsureToast : words.notSentToast);
        return { attempt, sent: false, failure: result.failure };
      }
      form.reset();
      update();
      toast.success(words.sentToast);
      return { attempt, sent: true, at };
    },
    null,
  );

  const live = useEffectEvent(() => {
    if (ref.current) setup.onLive?.(ref.current);
    update();
  });
  useEffect(() => live(), []);

  const idOf = (control: Control) => `${idPrefix}-${control}`;
  const errorId = (control: Control) => `${idOf(control)}-errore`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const now = read(form);
    const found = find(now);
    const { missing, malformed } = fieldsWith(found, named);
    const attempt = shown.attempt + 1;
    setShown({ attempt, problems: found, sent: now, summary: setup.summarize(missing, malformed) });
    const first = controls.find((control) => found[control]);
    if (first) {
      if (found["emailConfirm" as Control] === "differ") toast.error(words.emailsDiffer.toast);
      const target = form.querySelector<HTMLElement>(`#${idOf(first)}`);
      // A group of choices: its first.
      (target instanceof HTMLFieldSetElement ? target.querySelector("input") : target)?.focus();
      return;
    }
    busy.current = true;
    const at = new Date();
    const data = setup.email(form, now, at);
    const sending = { form, data, fromBot: isFromBot(now), attempt, at };
    startTransition(() => send(sending));
  }

  const shownProblem = (control: Control) => shown.problems[control];
  const shownOutcome = !pending && outcome?.attempt === shown.attempt ? outcome : null;
  const thanks = !shownOutcome?.sent
    ? ""
    : typeof words.sent === "function"
      ? words.sent(shownOutcome.at)
      : words.sent;

  return {
    values,
    pending,
    /** The <form>'s own props. */
    form: {
      ref,
      noValidate: true,
      onSubmit,
      onChange: () => update(),
      // While sending, a box or a choice keeps its state (text fields are read-only, and a
      // <fieldset disabled> would drop the focus).
      onClickCapture: (event: MouseEvent<HTMLFormElement>) => {
        const target = event.target as HTMLInputElement;
        if (busy.current && (target.type === "checkbox" || target.type === "radio"))
          event.preventDefault();
      },
    },
    /** A control's id and what describes it: its problem, then `others` (a hint, a counter). */
    control: (control: Control, ...others: string[]) => {
      const error = shownProblem(control) && errorId(control);
      return {
        id: idOf(control),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [error, ...others].filter(Boolean).join(" ") || undefined,
      } as const;
    },
    idOf,
    /** Under a control, from a send until it is fixed. */
    error: (control: Control) => {
      const problem = shownProblem(control);
      if (!problem) return null;
      // The consent box and a length speak up; the summary or a toast speaks for the rest.
      const alert = control === "consent" || problem === "too-long";
      return (
        <FieldError key={shown.attempt} id={errorId(control)} alert={alert}>
          {say(control, problem, shown.sent)}
        </FieldError>
      );
    },
    /** Under the button: what to fix, or how the send went. */
    status: (
      <>
        <FixSummary
          key={shown.attempt}
          show={Object.values(fieldsWith(shown.problems, named)).some((list) => list.length > 0)}
        >
          {shown.summary}
        </FixSummary>
        <SendOutcome
          key={`outcome-${shown.attempt}`}
          outcome={shownOutcome}
          sent={thanks}
          alternative={setup.alternative}
        />
      </>
    ),
  };
}
