/**
 * The words of the areas, each namespace its own file loaded with the pages that speak it (the
 * route tables name them). Their list of files lives here rather than in the start-up script's
 * (lib/i18n.ts), so the login page does not carry their names: the /apps route table imports
 * this module, and i18n asks for it when a namespace is not its own.
 * The namespaces here are excluded from i18n's glob; locales.test.ts checks they are all found.
 */
import { byLanguageAndNamespace, type LocaleModule } from './locale-files';

export const AREA_LOCALES = byLanguageAndNamespace(
  import.meta.glob<LocaleModule>(
    '../locales/*/{activities,admin,balance,billing,blog,cashbook,contacts,debtcredit,diagnostics,directory,invoice-editor,invoices,legal,notes,portal,products,public,reports,settings,showcase,tools,transactions}.json',
  ),
);
