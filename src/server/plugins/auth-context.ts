import type { PermissionType } from '#core/auth/permissions.ts';
import type { Db } from '#server/db/connect.ts';

/** Who is making the request, derived from the session only (never from the request body). */
export interface AuthContext {
  sessionId: string;
  userId: number;
  guid: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  clientId: number;
  clientGuid: string;
  permissions: {
    guid: string;
    permissionType: PermissionType;
    marinaId: number | null;
    marinaGuid: string | null;
  }[];
}

/**
 * Who calls, without HTTP: what services and guards need from a request (issue 16). A
 * FastifyRequest is turned into one by `callerOf`; catalogue handlers receive one.
 */
export interface Caller {
  db: Db;
  auth: AuthContext | null;
}

/** The tenant scope every marina-scoped query takes. */
export interface MarinaScope {
  clientId: number;
  userId: number;
  marinaId: number;
  marinaGuid: string;
  /** The marina's data version, read with it by a conditional read's guard (decision 0044). */
  version?: string;
}

/** A signed-in caller working in one marina, its access already checked (catalogue handlers). */
export interface MarinaCaller {
  db: Db;
  auth: AuthContext;
  scope: MarinaScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
