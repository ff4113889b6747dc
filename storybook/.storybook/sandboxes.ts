import type { BrandConfig } from '@wl/brand';
import { createSandboxApp } from '@wl/sandbox-api';
import { brands, DEFAULT_BRAND } from './brands';

type SandboxApp = ReturnType<typeof createSandboxApp>;
const sandboxes = new Map<BrandConfig, SandboxApp>();

/**
 * The sandbox of the brand a call names in its `Merchant` header (the toolbar's brand; the default brand's for a call
 * that names none, as an image's), made on its first call: a Thai brand's story answers in baht and pays in by
 * PromptPay, as its site's sandbox does.
 */
export function sandboxOf(request: Request): SandboxApp {
  const merchant = request.headers.get('Merchant');
  const brand = Object.values(brands).find((each) => each.merchantCode === merchant) ?? brands[DEFAULT_BRAND];
  const app = sandboxes.get(brand) ?? createSandboxApp({ currencySymbol: brand.currencySymbol });
  sandboxes.set(brand, app);
  return app;
}
