import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  ROLES,
  type DataAnswer as DataAnswerOf,
  type RolBody,
  type StaffUsuario,
} from '../../../contract';
import { routePlugin } from '../../http/declareRoute';
import { DataAnswer, ErrorAnswer, UsuarioSchema } from '../../http/schemas/answerSchemas';
import { typedAs } from '../../http/validation/wireSchema';
import { keepingAnAdministrator } from '../../staff/administrators';
import { auditAccountChange } from './accountAudit';
import { callerErrors, uidPath, unknownUid, type UsuariosDeps } from './usuarioParams';

const RoleBodySchema = typedAs<RolBody>()(
  Type.Object(
    { rol: Type.Enum([...ROLES], { examples: ['administrador'] }) },
    { additionalProperties: false },
  ),
);

const roleMessages = [['rol', `rol must be one of: ${ROLES.join(', ')}`]] as const;

/**
 * `POST …/firebase/users/{uid}/rol`: makes an account an administrator or Personal (docs/access.md,
 * "Roles"). The account's sessions end (its refresh tokens are revoked), so it signs in again with
 * the new role; the last active administrator cannot lose the role.
 */
export const usuarioRolRoutes = routePlugin<UsuariosDeps>(
  'usuarios',
  (routes, { db, tokens, users, streams }) => {
    routes.post(
      adminPaths.userRole(':uid'),
      {
        access: 'changeRole',
        operationId: 'cambiarRol',
        summary: 'Make an account an administrator, or Personal; its sessions end',
        params: uidPath,
        body: { schema: RoleBodySchema, messages: roleMessages },
        response: {
          200: DataAnswer(UsuarioSchema, 'The account with its new role'),
          404: { ...ErrorAnswer, description: 'No account with that uid' },
          409: { ...ErrorAnswer, description: 'The last active administrator (in Spanish)' },
        },
      },
      async (request): Promise<DataAnswerOf<StaffUsuario>> => {
        const { uid } = request.params;
        const { rol } = request.body;
        const before = (await users.listAll()).find((account) => account.uid === uid);
        if (!before) throw unknownUid();
        // The same role again changes nothing, so it ends no session and records nothing.
        if (before.rol === rol) return { data: before };
        const change = () => callerErrors(() => users.setRole(uid, rol));
        const account =
          rol === 'personal'
            ? await keepingAnAdministrator(db, users, uid, change)
            : await change();
        // This instance stops accepting the tokens of the old role now, and ends their streams.
        tokens.forget(uid);
        streams.endFor(uid);
        await auditAccountChange(
          db,
          request,
          {
            action: 'role_changed',
            changes: [{ field: 'rol', from: before.rol ?? 'personal', to: rol }],
          },
          account,
          () => users.setRole(uid, before.rol ?? 'personal'),
        );
        return { data: account };
      },
    );
  },
);
