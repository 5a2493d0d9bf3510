import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CREDITS_LIMIT } from '../../shared/credits';
import { PLAN_MESSAGES } from '../../shared/plan-options';
import { isNutritionist } from '../../shared/session-user';
import { useCurrentUser } from '../app/session';

/**
 * Under SPEC's out-of-credits message (kept verbatim): the way on, so it is never a dead end
 * (issue 34). An admin gets a link to where credits are given; a nutritionist is told whom to ask.
 */
export function OutOfCreditsHelp({
  problem,
  dietitianId,
}: {
  problem: string;
  dietitianId: number | undefined;
}) {
  const user = useCurrentUser();
  if (problem !== PLAN_MESSAGES.outOfCreditsCreate && problem !== PLAN_MESSAGES.outOfCreditsCopy) return null;
  return (
    <Text size="sm" mt={4} data-testid="credits-help">
      {isNutritionist(user) || !dietitianId ? (
        CREDITS_LIMIT.askAdmin
      ) : (
        <Anchor component={Link} to={`/dietitian-details/${dietitianId}?edit=1`} c="red.9" fw={600}>
          {CREDITS_LIMIT.giveCredits}
        </Anchor>
      )}
    </Text>
  );
}
