// The gift-voucher request in the browser: /buoni-regalo is static HTML, and this hydrates
// its form alone. It shares its chunks with Contatti's (React, the toasts, the send).
import { VoucherForm, voucherFormIsland } from "~/features/vouchers/voucher-form";
import type { VoucherFormProps } from "~/features/vouchers/request";
import { hydrateIsland } from "./hydrate";

hydrateIsland(voucherFormIsland, (props: VoucherFormProps) => <VoucherForm {...props} />);
