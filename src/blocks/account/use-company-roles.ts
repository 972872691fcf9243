import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $companyRoles, companyRolesNeeded } from '@/model/reference/company-roles-model';
import type { CompanyRole } from '@/model/reference/company-roles-model';

/** The company roles in the member's language, asked for while the screen shows them (again after a switch). */
export function useCompanyRoles(): CompanyRole[] {
  const { roles, needed, language } = useUnit({ roles: $companyRoles, needed: companyRolesNeeded, language: $appliedLanguage });
  useEffect(() => {
    needed();
  }, [needed, language]);
  return roles;
}
