import { enumValues } from '../../enums';

/**
 * Member types: council member 1 and mayor 2 (the spec's values), and the kinds the admin
 * document names beside them: college member 3, working-body member 4, right of reply 5.
 */
export const MemberType = {
  CouncilMember: 1,
  Mayor: 2,
  CollegeMember: 3,
  WorkingBodyMember: 4,
  RightOfReply: 5,
} as const;
export type MemberType = (typeof MemberType)[keyof typeof MemberType];
export const memberTypes = enumValues(MemberType);

/** Whom a question is addressed to: a council member (any member type but the mayor), the mayor, or a unit. */
export const AddresseeKind = { CouncilMember: 1, Mayor: 2, OrganizationalUnit: 3 } as const;
export type AddresseeKind = (typeof AddresseeKind)[keyof typeof AddresseeKind];
