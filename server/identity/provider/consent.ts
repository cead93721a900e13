import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Worklane's own client needs no consent screen: whatever it asks for is granted. Answers where
 * the provider continues, or null when the interaction's grant is gone.
 */
export async function grantConsent(
  provider: Provider,
  interaction: Interaction,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<string | null> {
  const { prompt, params, session } = interaction;
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({
        accountId: session?.accountId ?? '',
        clientId: String(params.client_id),
      });
  if (!grant) return null;
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  return provider.interactionResult(req, res, { consent: { grantId } });
}
