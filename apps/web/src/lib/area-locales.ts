/**
 * The words of the areas under /apps/, each namespace its own file loaded with the pages that
 * speak it (app/apps-routes.tsx names them). Their list of files lives here rather than in the
 * start-up script's (lib/i18n.ts), so the landing and login pages do not carry their names: the
 * /apps route table imports this module, and i18n asks for it when a namespace is not its own.
 * The namespaces here are excluded from i18n's glob; locales.test.ts checks they are all found.
 */
import { byLanguageAndNamespace, type LocaleModule } from './locale-files';

export const AREA_LOCALES = byLanguageAndNamespace(
  import.meta.glob<LocaleModule>(
    '../locales/*/{activities,balance,cashbook,contacts,debtcredit,directory,invoices,notes,products,settings,transactions}.json',
  ),
);
