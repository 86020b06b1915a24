// The online withdrawal from a gift voucher (/recesso): the function art. 54-bis Codice del
// consumo asks of a contract concluded online, reached by «Recedi dal contratto qui» in the
// footer of every page and in /buoni-regalo's «Diritto di recesso». Its words are code, like the
// withdrawal right they apply (app/model/buoni-regalo.ts); the form's are
// app/model/withdrawal-request.ts, its rules app/lib/withdrawal.ts.
import { mailtoUrl } from "../lib/external-links";
import { linkedText } from "../lib/inline-links";
import { withdrawalDays } from "../lib/vouchers";
import type { WithdrawalFormProps } from "../lib/withdrawal";
import { purchaseAnchors, withdrawalInfo } from "./buoni-regalo";
import { paths } from "./pages";
import { salon } from "./salon";

export const recessoMeta = {
  path: paths.recesso,
  title: `Recedere dall'acquisto di un buono | ${salon.name}`,
  description: `Hai comprato un buono regalo ${salon.nameForms.of} e ci hai ripensato? Entro ${withdrawalDays} giorni dal pagamento recedi da qui, online, e ti rimborso quello che hai pagato.`,
} as const;

export const recessoIntro = {
  title: "Recedere dall'acquisto di un buono",
  lead: `Hai comprato un buono regalo e ci hai ripensato? Entro ${withdrawalDays} giorni dal pagamento puoi recedere da qui, senza dirmi il motivo.`,
} as const;

const withdrawalRight = {
  text: "Diritto di recesso",
  href: `${paths.buoniRegalo}#${purchaseAnchors.withdrawal}`,
};

export const recessoCopy = {
  howHeading: "Come funziona",
  how: [
    linkedText(
      `Hai ${withdrawalDays} giorni dal giorno in cui hai pagato il buono. Scrivi i tuoi dati e quelli del buono e premi «Conferma recesso»: il recesso mi arriva subito, e ti mando per e-mail la conferma di ricevimento.`,
    ),
    linkedText(
      `Ti rimborso quello che hai pagato entro ${withdrawalDays} giorni, con lo stesso mezzo di pagamento e senza costi. Tutte le condizioni sono in {recesso}, nella pagina dei buoni regalo.`,
      { "{recesso}": withdrawalRight },
    ),
    linkedText("Può recedere chi ha comprato il buono, non chi lo riceve in regalo."),
  ],
  formHeading: "La tua dichiarazione di recesso",
  formIntro:
    "Il nome e il codice del buono li trovi sul buono stesso e nell'e-mail con cui ti ho confermato l'acquisto. Tutti i campi sono obbligatori, tranne la nota.",
  otherHeading: "Altri modi per recedere",
  other: linkedText(
    "Puoi recedere anche con un'e-mail a {email} o con una lettera, come spiega {recesso}. Il pulsante qui sotto apre il tuo programma di posta con il modulo di recesso già pronto.",
    {
      "{email}": { text: salon.email, href: mailtoUrl(salon.email) },
      "{recesso}": withdrawalRight,
    },
  ),
} as const;

/** The form's data, handed to its island as it is: the e-mail with the model form of /buoni-regalo. */
export const withdrawalFormProps: WithdrawalFormProps = {
  mail: { label: withdrawalInfo.mail.label, href: withdrawalInfo.mail.href },
};
