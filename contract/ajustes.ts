// `Ajustes`, as `GET …/ajustes` answers them and `POST …/ajustes` takes them whole: what every
// quote carries (contract/quotes.ts) and how long customers' data is kept (contract/customerData.ts).
import type { RetentionAjustes } from './customerData';
import type { QuoteAjustes } from './quotes';

export type Ajustes = QuoteAjustes & RetentionAjustes;
