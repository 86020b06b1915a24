// The online withdrawal in the browser: /recesso is static HTML, and this hydrates its form
// alone. It shares its chunks with the other forms' (React, the toasts, the send).
import { WithdrawalForm, withdrawalFormIsland } from "~/features/vouchers/withdrawal-form";
import type { WithdrawalFormProps } from "~/features/vouchers/withdrawal";
import { hydrateIsland } from "./hydrate";

hydrateIsland(withdrawalFormIsland, (props: WithdrawalFormProps) => <WithdrawalForm {...props} />);
