// Generated from GET /api/openapi.json by `npm run api:types` (scripts/api/writeApiTypes.ts):
// never edited by hand. docs/decisions.md, "One source per wire shape".
export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process answers */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The process answers and reaches its database */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a customer’s link shows: the business and the request’s latest quote */
    get: operations['getPublicEnlace'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quote a customer’s link shows, as its PDF */
    get: operations['getPublicEnlacePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/aceptar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer accepts the quote their link shows */
    post: operations['aceptarPresupuesto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/cambios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customer asks for changes: a message to the request their link names */
    post: operations['pedirCambios'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/archivos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The files the customer sent through their link, and the design proof’s latest version */
    get: operations['getPublicEnlaceArchivos'];
    put?: never;
    /**
     * `Enviar logotipo`: a file the customer sends for the request (at most 5)
     * @description The body is the file’s bytes (application/octet-stream, at most 10485760 bytes), its name in the X-File-Name header (encodeURIComponent). A PDF, PNG, JPEG or SVG, whole, as its content says; a name whose extension says otherwise is refused.
     */
    post: operations['uploadPublicEnlaceArchivo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/boceto/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The design proof’s latest version, as the link shows it (an earlier one: 404)
     * @description Sent with the type its content was checked to be, `X-Content-Type-Options: nosniff` and `Content-Disposition: attachment`; an image is shown on the page, a PDF downloaded.
     */
    get: operations['getPublicEnlaceBoceto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/boceto/aprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `Aprobar diseño`: the customer approves the proof’s latest version
     * @description Recorded with the name, the time, the address, the browser, the version and the SHA-256 of the file. A second approval of the same version changes nothing.
     */
    post: operations['aprobarBoceto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/boceto/cambios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * `Pedir cambios al diseño`: the customer’s message about the proof’s latest version
     * @description Recorded under the request’s `Actividad`.
     */
    post: operations['pedirCambiosBoceto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/c/{token}/logotipo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s logo, to a live link of its customer */
    get: operations['getPublicLogotipo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/peticiones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A customer's new request, from the public order form (no token) */
    post: operations['createPeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/sinasignar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The unassigned requests, newest first */
    get: operations['getPeticionesSinAsignar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/asignar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a request: it is assigned to the caller */
    post: operations['assignPeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A request staff type in from another channel (the phone, WhatsApp, a fair…) */
    post: operations['createNuevaPeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/editar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Correct a taken request's details (its assignee or an administrator) */
    post: operations['editPeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/asignadas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every taken request, in any stage, as its card shows it, the most recently taken first
     * @description Each request carries only what the board's card shows; `GET …/peticiones/{id}` reads it whole.
     */
    get: operations['getPeticionesAsignadas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/asignadas/avisos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sidebar's counts: the asker's requests to follow up today and their customers' unread messages
     * @description Counted for the signed-in person; `ids` are the requests counted. With the position of the change feed, as the lists.
     */
    get: operations['getPeticionesAvisos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One request of either kind, with its notes, activity and the customer's others
     * @description The newest notes and activity entries, as many as asked (20 of each unless asked): `masNotas` and `masActividad` tell there are older ones, which a larger `notas` or `actividad` reads.
     */
    get: operations['getPeticionDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/etapa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a taken request along its way (the assignee only)
     * @description Into en_produccion only once the customer has approved the latest design proof, if there is one (409 with reason boceto_sin_aprobar), or by an administrator giving override, their reason.
     */
    post: operations['movePeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/liberar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give a taken request back to the unassigned list (its assignee or an administrator) */
    post: operations['releasePeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/reasignar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hand a taken request to another active member of staff (its assignee or an administrator) */
    post: operations['reassignPeticion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/seguimiento': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set or clear the day a taken request is next followed up (the assignee only) */
    post: operations['setSeguimiento'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/notas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Note a taken request (any member of staff) */
    post: operations['addNota'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/visto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The assignee has seen what the customer did through their link: the card’s marks go (the assignee only) */
    post: operations['seeCustomerMarks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/eventos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events: every change of the requests, resumable */
    get: operations['getPeticionEventos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/firebase/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every account of the identity provider, each with its role */
    get: operations['getUsuarios'];
    put?: never;
    /** Create a staff account (Personal) */
    post: operations['createUsuario'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/firebase/users/{uid}/desactivar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disable an account and end its sessions */
    post: operations['desactivarUsuario'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/firebase/users/{uid}/reactivar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable an account again */
    post: operations['reactivarUsuario'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/firebase/users/{uid}/rol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make an account an administrator, or Personal; its sessions end */
    post: operations['cambiarRol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_1_color_vf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of serigrafia_1_color_vf, ordered by id */
    get: operations['getTablaSerigrafia1ColorVf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_1_color_vf/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of serigrafia_1_color_vf */
    post: operations['updateTablaSerigrafia1ColorVf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_2_colores_vf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of serigrafia_2_colores_vf, ordered by id */
    get: operations['getTablaSerigrafia2ColoresVf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_2_colores_vf/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of serigrafia_2_colores_vf */
    post: operations['updateTablaSerigrafia2ColoresVf'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_1_color_metalizado': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of serigrafia_1_color_metalizado, ordered by id */
    get: operations['getTablaSerigrafia1ColorMetalizado'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_1_color_metalizado/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of serigrafia_1_color_metalizado */
    post: operations['updateTablaSerigrafia1ColorMetalizado'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_2_colores_metalizados': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of serigrafia_2_colores_metalizados, ordered by id */
    get: operations['getTablaSerigrafia2ColoresMetalizados'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/serigrafia_2_colores_metalizados/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of serigrafia_2_colores_metalizados */
    post: operations['updateTablaSerigrafia2ColoresMetalizados'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/200': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/200, ordered by id */
    get: operations['getTablaVasos200'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/200/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/200 */
    post: operations['updateTablaVasos200'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/280': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/280, ordered by id */
    get: operations['getTablaVasos280'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/280/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/280 */
    post: operations['updateTablaVasos280'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/300': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/300, ordered by id */
    get: operations['getTablaVasos300'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/300/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/300 */
    post: operations['updateTablaVasos300'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/400': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/400, ordered by id */
    get: operations['getTablaVasos400'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/400/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/400 */
    post: operations['updateTablaVasos400'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/500': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/500, ordered by id */
    get: operations['getTablaVasos500'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/500/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/500 */
    post: operations['updateTablaVasos500'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/V500l': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/V500l, ordered by id */
    get: operations['getTablaVasosV500l'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/V500l/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/V500l */
    post: operations['updateTablaVasosV500l'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/V600L': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/V600L, ordered by id */
    get: operations['getTablaVasosV600L'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/V600L/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/V600L */
    post: operations['updateTablaVasosV600L'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/v900l': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/v900l, ordered by id */
    get: operations['getTablaVasosV900l'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/v900l/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/v900l */
    post: operations['updateTablaVasosV900l'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/pinzas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/pinzas, ordered by id */
    get: operations['getTablaVasosPinzas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/pinzas/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/pinzas */
    post: operations['updateTablaVasosPinzas'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/ceniceros': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The rows of vasos/ceniceros, ordered by id */
    get: operations['getTablaVasosCeniceros'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tablas/vasos/ceniceros/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Update one row of vasos/ceniceros */
    post: operations['updateTablaVasosCeniceros'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auditoria': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit log, newest first, a page at a time (Personal: without accounts) */
    get: operations['getAuditoria'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/presupuestos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A request's quotes, every version, newest first (any member of staff) */
    get: operations['getPresupuestos'];
    put?: never;
    /** Save a quote for a taken request, priced by the API (the assignee only) */
    post: operations['createPresupuesto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/presupuestos/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One saved quote (any member of staff) */
    get: operations['getPresupuesto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/presupuestos/{id}/recalcular': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a quote again with today's prices, as its next version (the assignee only) */
    post: operations['recalcularPresupuesto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/presupuestos/{id}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A saved quote as a PDF, as the customer receives it (any member of staff) */
    get: operations['getPresupuestoPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/presupuestos/{id}/enlace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the quote’s request has a link that opens, and until when (never its token) */
    get: operations['getEnlace'];
    put?: never;
    /** A new link to the quote’s request, for its customer (the assignee or an administrator) */
    post: operations['createEnlace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/presupuestos/{id}/enlace/revocar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Every link to the quote’s request stops opening (the assignee or an administrator) */
    post: operations['revokeEnlace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ajustes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business details, VAT rate and validity every new quote carries, and how long customers’ personal data is kept */
    get: operations['getAjustes'];
    put?: never;
    /** Save the settings, whole (administrators); each change is audited */
    post: operations['saveAjustes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ajustes/logotipo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The business’s logo (Logotipo), or null */
    get: operations['getLogotipo'];
    put?: never;
    /**
     * Replace the business’s logo (administrators); audited
     * @description The body is the image’s bytes (application/octet-stream, at most 262144 bytes): a PNG, JPEG or SVG, whole, as its content says. Anything else, or a file cut short or damaged, is refused (400) and nothing changes.
     */
    post: operations['saveLogotipo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ajustes/logotipo/quitar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove the business’s logo (administrators); audited */
    post: operations['removeLogotipo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clientes/exportar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Everything stored about a phone number or a customer: requests, notes and quotes */
    post: operations['exportCliente'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clientes/suprimir': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Erase a number's or a customer's personal data from their requests and notes */
    post: operations['suprimirCliente'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clientes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The customers, one row each, sorted, a window at a time */
    get: operations['getClientes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clientes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A customer, by the id of any of their requests: every request and its quotes */
    get: operations['getCliente'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Requests in any stage, their customers and quotes that a text finds */
    get: operations['getSearchResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/informes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The figures of a period: the team’s, or one person’s (Personal: their own) */
    get: operations['getInforme'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/archivos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A request’s files: the customer’s and the design proof’s versions, oldest first */
    get: operations['getArchivos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/archivos/{archivoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One file of a request, as a download (any member of staff)
     * @description Sent with the type its content was checked to be, `X-Content-Type-Options: nosniff`, `Content-Disposition: attachment` and `Content-Security-Policy: sandbox`.
     */
    get: operations['getArchivo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/peticiones/{id}/bocetos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new version of a taken request’s design proof (the assignee only)
     * @description The body is the file’s bytes (application/octet-stream, at most 10485760 bytes), its name in the X-File-Name header (encodeURIComponent). A PDF, PNG, JPEG or SVG, whole, as its content says; a name whose extension says otherwise is refused.
     */
    post: operations['uploadBoceto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description The database does not answer within 2 s */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPublicEnlace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page’s content */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The business and the request’s latest quote, as its PDF shows it */
            data: {
              negocio: {
                nombreComercial: string;
                nif: string;
                direccion: string;
                telefono: string;
                correo: string;
                condiciones: string;
              };
              presupuesto: {
                /** @example P-2026-0007 v2 */
                number: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                date: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                validUntil: string;
                customerName: string | null;
                eventDate: string | null;
                lines: {
                  cupLabel: string;
                  quantity: number;
                  printLabel: string | null;
                  unitPrice: number;
                  total: number;
                }[];
                /**
                 * @description Amounts in cents, rates in hundredths of a percent
                 * @example {
                 *       "subtotal": 15000,
                 *       "discountRate": 500,
                 *       "discount": 750,
                 *       "base": 14250,
                 *       "ivaRate": 2100,
                 *       "iva": 2993,
                 *       "total": 17243
                 *     }
                 */
                totals: {
                  subtotal: number;
                  discountRate: number;
                  discount: number;
                  base: number;
                  ivaRate: number;
                  iva: number;
                  total: number;
                };
              };
              huella: string;
              aceptacion: {
                nombre: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                dia: string;
              } | null;
              aceptable: boolean;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPublicEnlacePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF (`Content-Disposition: attachment`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  aceptarPresupuesto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example Ana Gil */
          nombre: string;
          huella: string;
          /** @enum {boolean} */
          acepto: true;
        };
      };
    };
    responses: {
      /** @description Accepted (now or before): the page as it is */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The business and the request’s latest quote, as its PDF shows it */
            data: {
              negocio: {
                nombreComercial: string;
                nif: string;
                direccion: string;
                telefono: string;
                correo: string;
                condiciones: string;
              };
              presupuesto: {
                /** @example P-2026-0007 v2 */
                number: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                date: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                validUntil: string;
                customerName: string | null;
                eventDate: string | null;
                lines: {
                  cupLabel: string;
                  quantity: number;
                  printLabel: string | null;
                  unitPrice: number;
                  total: number;
                }[];
                /**
                 * @description Amounts in cents, rates in hundredths of a percent
                 * @example {
                 *       "subtotal": 15000,
                 *       "discountRate": 500,
                 *       "discount": 750,
                 *       "base": 14250,
                 *       "ivaRate": 2100,
                 *       "iva": 2993,
                 *       "total": 17243
                 *     }
                 */
                totals: {
                  subtotal: number;
                  discountRate: number;
                  discount: number;
                  base: number;
                  ivaRate: number;
                  iva: number;
                  total: number;
                };
              };
              huella: string;
              aceptacion: {
                nombre: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                dia: string;
              } | null;
              aceptable: boolean;
            };
          };
        };
      };
      /** @description What was wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A newer version was saved since the page was read, or the quote can no longer be accepted: nothing recorded; the page as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            /** @description The business and the request’s latest quote, as its PDF shows it */
            data: {
              negocio: {
                nombreComercial: string;
                nif: string;
                direccion: string;
                telefono: string;
                correo: string;
                condiciones: string;
              };
              presupuesto: {
                /** @example P-2026-0007 v2 */
                number: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                date: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                validUntil: string;
                customerName: string | null;
                eventDate: string | null;
                lines: {
                  cupLabel: string;
                  quantity: number;
                  printLabel: string | null;
                  unitPrice: number;
                  total: number;
                }[];
                /**
                 * @description Amounts in cents, rates in hundredths of a percent
                 * @example {
                 *       "subtotal": 15000,
                 *       "discountRate": 500,
                 *       "discount": 750,
                 *       "base": 14250,
                 *       "ivaRate": 2100,
                 *       "iva": 2993,
                 *       "total": 17243
                 *     }
                 */
                totals: {
                  subtotal: number;
                  discountRate: number;
                  discount: number;
                  base: number;
                  ivaRate: number;
                  iva: number;
                  total: number;
                };
              };
              huella: string;
              aceptacion: {
                nombre: string;
                /**
                 * Format: date
                 * @example 2026-03-31
                 */
                dia: string;
              } | null;
              aceptable: boolean;
            };
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  pedirCambios: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example ¿Podría ser en azul? */
          mensaje: string;
        };
      };
    };
    responses: {
      /** @description Received: when */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              at: string;
            };
          };
        };
      };
      /** @description What was wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPublicEnlaceArchivos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer’s files and the latest proof */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The customer’s files and the design proof’s latest version */
            data: {
              /** @description The files the customer sent, oldest first */
              archivos: {
                /** @example logo.png */
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
              }[];
              /** @description How many more files the customer may send */
              quedan: number;
              boceto: {
                /** @example 2 */
                version: number;
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
                aprobacion: {
                  nombre: string;
                  /**
                   * Format: date
                   * @example 2026-03-31
                   */
                  dia: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  uploadPublicEnlaceArchivo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stored: the customer’s files now */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The customer’s files and the design proof’s latest version */
            data: {
              /** @description The files the customer sent, oldest first */
              archivos: {
                /** @example logo.png */
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
              }[];
              /** @description How many more files the customer may send */
              quedan: number;
              boceto: {
                /** @example 2 */
                version: number;
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
                aprobacion: {
                  nombre: string;
                  /**
                   * Format: date
                   * @example 2026-03-31
                   */
                  dia: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description Not a whole PDF, PNG, JPEG or SVG, or not what its name says: nothing stored */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request has its 5 files of the customer already: nothing stored */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description Over 10 MB: nothing stored */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPublicEnlaceBoceto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
        /** @example 2 */
        version: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file’s bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
          'image/svg+xml': string;
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  aprobarBoceto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example Ana Gil */
          nombre: string;
          /** @example 2 */
          version: number;
        };
      };
    };
    responses: {
      /** @description Approved (now or before): the files as they are */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The customer’s files and the design proof’s latest version */
            data: {
              /** @description The files the customer sent, oldest first */
              archivos: {
                /** @example logo.png */
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
              }[];
              /** @description How many more files the customer may send */
              quedan: number;
              boceto: {
                /** @example 2 */
                version: number;
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
                aprobacion: {
                  nombre: string;
                  /**
                   * Format: date
                   * @example 2026-03-31
                   */
                  dia: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description What was wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A newer version of the proof was uploaded since the page was read: nothing recorded; the files as they are now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            /** @description The customer’s files and the design proof’s latest version */
            data: {
              /** @description The files the customer sent, oldest first */
              archivos: {
                /** @example logo.png */
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
              }[];
              /** @description How many more files the customer may send */
              quedan: number;
              boceto: {
                /** @example 2 */
                version: number;
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
                aprobacion: {
                  nombre: string;
                  /**
                   * Format: date
                   * @example 2026-03-31
                   */
                  dia: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  pedirCambiosBoceto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example El logotipo más grande, por favor. */
          mensaje: string;
          /** @example 2 */
          version: number;
        };
      };
    };
    responses: {
      /** @description Recorded: the files as they are */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The customer’s files and the design proof’s latest version */
            data: {
              /** @description The files the customer sent, oldest first */
              archivos: {
                /** @example logo.png */
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
              }[];
              /** @description How many more files the customer may send */
              quedan: number;
              boceto: {
                /** @example 2 */
                version: number;
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
                aprobacion: {
                  nombre: string;
                  /**
                   * Format: date
                   * @example 2026-03-31
                   */
                  dia: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description What was wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No link with that token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A newer version of the proof was uploaded since the page was read: nothing recorded; the files as they are now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            /** @description The customer’s files and the design proof’s latest version */
            data: {
              /** @description The files the customer sent, oldest first */
              archivos: {
                /** @example logo.png */
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
              }[];
              /** @description How many more files the customer may send */
              quedan: number;
              boceto: {
                /** @example 2 */
                version: number;
                nombre: string;
                /**
                 * @description As its content says, never its name
                 * @enum {unknown}
                 */
                tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
                size: number;
                aprobacion: {
                  nombre: string;
                  /**
                   * Format: date
                   * @example 2026-03-31
                   */
                  dia: string;
                } | null;
              } | null;
            };
          };
        };
      };
      /** @description Expired or revoked: only whom to ask for a new one */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example This link has expired */
            error: string;
            negocio: {
              nombreComercial: string;
              telefono: string;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPublicLogotipo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX */
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image, with the type its content was checked to be, `nosniff` and `Content-Security-Policy: sandbox` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'image/svg+xml': string;
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No live link with that token, or no logo */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  createPeticion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          peticiones: string | string[];
          /**
           * Format: date
           * @example 2027-06-12
           */
          fecha_evento: string;
          /** @example España */
          pais: string;
          /** @example 28013 */
          codigo_postal: string;
          cliente?: {
            /** @example Peña El Botijo */
            nombre?: string;
            /** @example +34 611 222 333 */
            telefono?: string;
          };
        };
      };
    };
    responses: {
      /** @description The new request, unassigned */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /** @example nueva */
              estado: string;
              /** @example false */
              asignado: string | false;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPeticionesSinAsignar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every request nobody has taken yet, and the position of the change feed it reflects */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /** @example nueva */
              estado: string;
              /** @example false */
              asignado: string | false;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
            }[];
            /**
             * @description Resume the events stream from here (Last-Event-ID): 0 before any change
             * @example 128
             */
            position: number;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  assignPeticion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @example maria.lopez@vasos.test
           */
          asignado?: string;
        };
      };
    };
    responses: {
      /** @description The request, taken by the caller */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              asignadoAt: string;
              /** @example 3 */
              version: number;
              perdida: {
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                texto: string | null;
              } | null;
              proximoSeguimiento: string | null;
              ultimoPresupuesto: {
                numero: string;
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description It can no longer be taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example The request is already assigned */
            error: string;
            /** @description asignada: someone took it first; suprimida: its customer's data was erased while nobody had it, and it is off the unassigned list for good */
            reason: 'asignada' | 'suprimida';
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  createNuevaPeticion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          peticiones: string | string[];
          /**
           * Format: date
           * @example 2027-06-12
           */
          fecha_evento: string;
          /** @example España */
          pais: string;
          /** @example 28013 */
          codigo_postal: string;
          cliente?: {
            /** @example Peña El Botijo */
            nombre?: string;
            /** @example +34 611 222 333 */
            telefono?: string;
          };
          /**
           * Format: email
           * @example pena.botijo@example.com
           */
          correo?: string;
          /**
           * @description The channel the request came through
           * @example telefono
           * @enum {unknown}
           */
          origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
          /** @description Take it at once (else it is left unassigned) */
          asignarme: boolean;
        };
      };
    };
    responses: {
      /** @description The new request: the caller’s, or unassigned */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  editPeticion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          peticiones: string | string[];
          /**
           * Format: date
           * @example 2027-06-12
           */
          fecha_evento: string;
          /** @example España */
          pais: string;
          /** @example 28013 */
          codigo_postal: string;
          cliente: {
            /** @example Peña El Botijo */
            nombre?: string;
            /** @example +34 611 222 333 */
            telefono?: string;
          };
          correo: string | null;
          version: number;
        };
      };
    };
    responses: {
      /** @description The request, corrected */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              asignadoAt: string;
              /** @example 3 */
              version: number;
              perdida: {
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                texto: string | null;
              } | null;
              proximoSeguimiento: string | null;
              ultimoPresupuesto: {
                numero: string;
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The version sent is not the request’s: nothing written; the request as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPeticionesAsignadas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board: every taken request as its card shows it, and the position of the change feed it reflects */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example 3 */
              version: number;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre is sent
               * @example {
               *       "nombre": "Peña El Botijo"
               *     }
               */
              cliente: {
                nombre?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              proximoSeguimiento: string | null;
              perdida: {
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
              } | null;
              ultimoPresupuesto: {
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            }[];
            /**
             * @description Resume the events stream from here (Last-Event-ID): 0 before any change
             * @example 128
             */
            position: number;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPeticionesAvisos: {
    parameters: {
      query: {
        /**
         * @description Today on the asker’s calendar: follow-ups on it or before count
         * @example 2026-11-20
         */
        hoy: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sidebar’s counts, and the position of the change feed they reflect */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description The asker’s requests still on their way with a follow-up on `hoy` or earlier */
              paraHoy: number;
              /** @description The customer’s messages to the asker not read yet */
              mensajes: number;
              /** @description The requests either count holds, by id */
              ids: number[];
            };
            /**
             * @description Resume the events stream from here (Last-Event-ID): 0 before any change
             * @example 128
             */
            position: number;
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPeticionDetail: {
    parameters: {
      query: {
        /** @description How many of the newest notes to answer */
        notas: number;
        /** @description How many of the newest activity entries to answer */
        actividad: number;
      };
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request and what its dialog shows */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              peticion:
                | {
                    /** @example 42 */
                    id: number;
                    /**
                     * @example presupuestada
                     * @enum {unknown}
                     */
                    estado:
                      | 'asignada'
                      | 'presupuestada'
                      | 'aceptada'
                      | 'en_produccion'
                      | 'entregada'
                      | 'perdida';
                    /** @example maria.lopez@vasos.test */
                    asignado: string;
                    /** @example Vasos reutilizables 500 ml con logo */
                    peticiones: string | string[];
                    /**
                     * @description Only nombre and telefono are sent
                     * @example {
                     *       "nombre": "Peña El Botijo",
                     *       "telefono": "+34 611 222 333"
                     *     }
                     */
                    cliente: {
                      nombre?: string;
                      telefono?: string;
                    } | null;
                    /**
                     * Format: date
                     * @example 2027-06-12
                     */
                    fecha_evento: string;
                    /** @example España */
                    pais: string;
                    /** @example 28013 */
                    codigo_postal: string;
                    /** @example pena.botijo@example.com */
                    correo: string | null;
                    /**
                     * @description The channel it came through; web is the public order form
                     * @example web
                     * @enum {unknown}
                     */
                    origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:38:00.000Z
                     */
                    createdAt: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:38:00.000Z
                     */
                    asignadoAt: string;
                    /** @example 3 */
                    version: number;
                    perdida: {
                      /** @enum {unknown} */
                      desde:
                        'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                      /** @enum {unknown} */
                      motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                      texto: string | null;
                    } | null;
                    proximoSeguimiento: string | null;
                    ultimoPresupuesto: {
                      numero: string;
                      totalCents: number;
                    } | null;
                    /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                    clienteAcepto: boolean;
                    /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                    mensajesCliente: number;
                  }
                | {
                    /** @example 42 */
                    id: number;
                    /** @example nueva */
                    estado: string;
                    /** @example false */
                    asignado: string | false;
                    /** @example Vasos reutilizables 500 ml con logo */
                    peticiones: string | string[];
                    /**
                     * @description Only nombre and telefono are sent
                     * @example {
                     *       "nombre": "Peña El Botijo",
                     *       "telefono": "+34 611 222 333"
                     *     }
                     */
                    cliente: {
                      nombre?: string;
                      telefono?: string;
                    } | null;
                    /**
                     * Format: date
                     * @example 2027-06-12
                     */
                    fecha_evento: string;
                    /** @example España */
                    pais: string;
                    /** @example 28013 */
                    codigo_postal: string;
                    /** @example pena.botijo@example.com */
                    correo: string | null;
                    /**
                     * @description The channel it came through; web is the public order form
                     * @example web
                     * @enum {unknown}
                     */
                    origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:38:00.000Z
                     */
                    createdAt: string;
                  };
              /** @description The newest `notas` notes, newest first */
              notas: {
                id: number;
                /** @example Llamar el lunes: quiere el logo a dos colores. */
                texto: string;
                /** @description A message the customer sent through their link, not a note of staff */
                deCliente: boolean;
                autor: {
                  uid: string;
                  email: string | null;
                };
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:38:00.000Z
                 */
                at: string;
              }[];
              /** @description The request has older notes than these */
              masNotas: boolean;
              /** @description The newest `actividad` of the request's own audit entries, newest first */
              actividad: {
                id: number;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:38:00.000Z
                 */
                at: string;
                actor: {
                  uid: string;
                  email: string | null;
                };
                /**
                 * @example price_update
                 * @enum {unknown}
                 */
                action:
                  | 'price_update'
                  | 'assignment'
                  | 'user_created'
                  | 'user_deactivated'
                  | 'user_reactivated'
                  | 'stage_change'
                  | 'release'
                  | 'reassignment'
                  | 'note'
                  | 'follow_up'
                  | 'quote_saved'
                  | 'settings_update'
                  | 'role_changed'
                  | 'retention_run'
                  | 'customer_export'
                  | 'customer_erasure'
                  | 'peticion_created'
                  | 'peticion_edited'
                  | 'link_created'
                  | 'link_revoked'
                  | 'quote_accepted'
                  | 'file_uploaded'
                  | 'proof_approved'
                  | 'proof_override'
                  | 'proof_changes_requested'
                  | 'customer_message'
                  | 'customer_marks_seen';
                tabla:
                  | (
                      | 'serigrafia_1_color_vf'
                      | 'serigrafia_2_colores_vf'
                      | 'serigrafia_1_color_metalizado'
                      | 'serigrafia_2_colores_metalizados'
                      | 'vasos/200'
                      | 'vasos/280'
                      | 'vasos/300'
                      | 'vasos/400'
                      | 'vasos/500'
                      | 'vasos/V500l'
                      | 'vasos/V600L'
                      | 'vasos/v900l'
                      | 'vasos/pinzas'
                      | 'vasos/ceniceros'
                    )
                  | null;
                /** @example 3 */
                target: string;
                /**
                 * @example [
                 *       {
                 *         "field": "coste",
                 *         "from": 0.5,
                 *         "to": 0.45
                 *       }
                 *     ]
                 */
                changes: {
                  field: string;
                  from: unknown;
                  to: unknown;
                }[];
              }[];
              /** @description The request has older entries than these */
              masActividad: boolean;
              /** @description The customer's other requests (the same phone), newest first, at most 50 */
              otras: {
                id: number;
                /** @example entregada */
                estado: string;
                asignado: string | false;
                /**
                 * Format: date
                 * @example 2027-01-15
                 */
                fecha_evento: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:38:00.000Z
                 */
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  movePeticion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {unknown} */
          etapa:
            'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada' | 'perdida';
          version: number;
          /** @enum {unknown} */
          motivo?: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
          /**
           * @description Why it was lost, with motivo otro only
           * @example Lo encargan a una imprenta de su pueblo
           */
          texto?: string;
          /**
           * @description An administrator’s reason to move into en_produccion though the customer has not approved the latest design proof
           * @example El cliente lo aprobó por teléfono
           */
          override?: string;
        };
      };
    };
    responses: {
      /** @description The request, moved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              asignadoAt: string;
              /** @example 3 */
              version: number;
              perdida: {
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                texto: string | null;
              } | null;
              proximoSeguimiento: string | null;
              ultimoPresupuesto: {
                numero: string;
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** @example Not found: GET /api/admin/nada */
                error: string;
                data:
                  | {
                      /** @example 42 */
                      id: number;
                      /**
                       * @example presupuestada
                       * @enum {unknown}
                       */
                      estado:
                        | 'asignada'
                        | 'presupuestada'
                        | 'aceptada'
                        | 'en_produccion'
                        | 'entregada'
                        | 'perdida';
                      /** @example maria.lopez@vasos.test */
                      asignado: string;
                      /** @example Vasos reutilizables 500 ml con logo */
                      peticiones: string | string[];
                      /**
                       * @description Only nombre and telefono are sent
                       * @example {
                       *       "nombre": "Peña El Botijo",
                       *       "telefono": "+34 611 222 333"
                       *     }
                       */
                      cliente: {
                        nombre?: string;
                        telefono?: string;
                      } | null;
                      /**
                       * Format: date
                       * @example 2027-06-12
                       */
                      fecha_evento: string;
                      /** @example España */
                      pais: string;
                      /** @example 28013 */
                      codigo_postal: string;
                      /** @example pena.botijo@example.com */
                      correo: string | null;
                      /**
                       * @description The channel it came through; web is the public order form
                       * @example web
                       * @enum {unknown}
                       */
                      origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      createdAt: string;
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      asignadoAt: string;
                      /** @example 3 */
                      version: number;
                      perdida: {
                        /** @enum {unknown} */
                        desde:
                          'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                        /** @enum {unknown} */
                        motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                        texto: string | null;
                      } | null;
                      proximoSeguimiento: string | null;
                      ultimoPresupuesto: {
                        numero: string;
                        totalCents: number;
                      } | null;
                      /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                      clienteAcepto: boolean;
                      /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                      mensajesCliente: number;
                    }
                  | {
                      /** @example 42 */
                      id: number;
                      /** @example nueva */
                      estado: string;
                      /** @example false */
                      asignado: string | false;
                      /** @example Vasos reutilizables 500 ml con logo */
                      peticiones: string | string[];
                      /**
                       * @description Only nombre and telefono are sent
                       * @example {
                       *       "nombre": "Peña El Botijo",
                       *       "telefono": "+34 611 222 333"
                       *     }
                       */
                      cliente: {
                        nombre?: string;
                        telefono?: string;
                      } | null;
                      /**
                       * Format: date
                       * @example 2027-06-12
                       */
                      fecha_evento: string;
                      /** @example España */
                      pais: string;
                      /** @example 28013 */
                      codigo_postal: string;
                      /** @example pena.botijo@example.com */
                      correo: string | null;
                      /**
                       * @description The channel it came through; web is the public order form
                       * @example web
                       * @enum {unknown}
                       */
                      origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      createdAt: string;
                    };
              }
            | {
                /** @example El cliente aún no ha aprobado el diseño. */
                error: string;
                /** @enum {string} */
                reason: 'boceto_sin_aprobar';
              };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  releasePeticion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          version: number;
        };
      };
    };
    responses: {
      /** @description The request, nobody’s now (pendiente) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /** @example nueva */
              estado: string;
              /** @example false */
              asignado: string | false;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The version sent is not the request’s: nothing written; the request as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  reassignPeticion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @example maria.lopez@vasos.test
           */
          asignado: string;
          version: number;
        };
      };
    };
    responses: {
      /** @description The request, its new assignee’s */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              asignadoAt: string;
              /** @example 3 */
              version: number;
              perdida: {
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                texto: string | null;
              } | null;
              proximoSeguimiento: string | null;
              ultimoPresupuesto: {
                numero: string;
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The version sent is not the request’s: nothing written; the request as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  setSeguimiento: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fecha: string | null;
          version: number;
        };
      };
    };
    responses: {
      /** @description The request, with its follow-up */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              asignadoAt: string;
              /** @example 3 */
              version: number;
              perdida: {
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                texto: string | null;
              } | null;
              proximoSeguimiento: string | null;
              ultimoPresupuesto: {
                numero: string;
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The version sent is not the request’s: nothing written; the request as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  addNota: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example Llamar el lunes: quiere el logo a dos colores. */
          texto: string;
        };
      };
    };
    responses: {
      /** @description The note, as stored */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @example Llamar el lunes: quiere el logo a dos colores. */
              texto: string;
              /** @description A message the customer sent through their link, not a note of staff */
              deCliente: boolean;
              autor: {
                uid: string;
                email: string | null;
              };
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              at: string;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  seeCustomerMarks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request, its marks cleared */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 42 */
              id: number;
              /**
               * @example presupuestada
               * @enum {unknown}
               */
              estado:
                | 'asignada'
                | 'presupuestada'
                | 'aceptada'
                | 'en_produccion'
                | 'entregada'
                | 'perdida';
              /** @example maria.lopez@vasos.test */
              asignado: string;
              /** @example Vasos reutilizables 500 ml con logo */
              peticiones: string | string[];
              /**
               * @description Only nombre and telefono are sent
               * @example {
               *       "nombre": "Peña El Botijo",
               *       "telefono": "+34 611 222 333"
               *     }
               */
              cliente: {
                nombre?: string;
                telefono?: string;
              } | null;
              /**
               * Format: date
               * @example 2027-06-12
               */
              fecha_evento: string;
              /** @example España */
              pais: string;
              /** @example 28013 */
              codigo_postal: string;
              /** @example pena.botijo@example.com */
              correo: string | null;
              /**
               * @description The channel it came through; web is the public order form
               * @example web
               * @enum {unknown}
               */
              origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              asignadoAt: string;
              /** @example 3 */
              version: number;
              perdida: {
                /** @enum {unknown} */
                desde: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                texto: string | null;
              } | null;
              proximoSeguimiento: string | null;
              ultimoPresupuesto: {
                numero: string;
                totalCents: number;
              } | null;
              /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
              clienteAcepto: boolean;
              /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
              mensajesCliente: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPeticionEventos: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Resume after this position (a list's `position`, or the last event id received): every change after it comes first; one the API no longer keeps, or never gave, gets `event: reset`
         * @example 128
         */
        'last-event-id'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A stream that stays open: each change as the pair of events of the request as it now is (`removed` + `assigned` when taken, `added` + `released` when not), both with `id: <position>` and `event: peticion`, one `data:` line of JSON each; `event: reset` (`data: {}`) when a resume cannot be made; a `: connected` comment first and `: keepalive` every 25 s */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getUsuarios: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A bare array (not `{ data }`) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example maria.lopez@vasos.test */
            email: string;
            /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
            uid: string;
            staff: boolean;
            disabled: boolean;
            /**
             * @description Its role among staff (docs/access.md); sent for every account
             * @example personal
             * @enum {unknown}
             */
            rol?: 'administrador' | 'personal';
          }[];
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  createUsuario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @example maria.lopez@vasos.test
           */
          email: string;
          /**
           * Format: password
           * @example secreto1
           */
          password: string;
        };
      };
    };
    responses: {
      /** @description The new account, staff and enabled */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example maria.lopez@vasos.test */
            email: string;
            /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
            uid: string;
            staff: boolean;
            disabled: boolean;
            /**
             * @description Its role among staff (docs/access.md); sent for every account
             * @example personal
             * @enum {unknown}
             */
            rol?: 'administrador' | 'personal';
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description That e-mail already has an account */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  desactivarUsuario: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
        uid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account, disabled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example maria.lopez@vasos.test */
              email: string;
              /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
              uid: string;
              staff: boolean;
              disabled: boolean;
              /**
               * @description Its role among staff (docs/access.md); sent for every account
               * @example personal
               * @enum {unknown}
               */
              rol?: 'administrador' | 'personal';
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No account with that uid */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The caller’s own account, or the last active administrator */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  reactivarUsuario: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
        uid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account, enabled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example maria.lopez@vasos.test */
              email: string;
              /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
              uid: string;
              staff: boolean;
              disabled: boolean;
              /**
               * @description Its role among staff (docs/access.md); sent for every account
               * @example personal
               * @enum {unknown}
               */
              rol?: 'administrador' | 'personal';
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No account with that uid */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  cambiarRol: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
        uid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @example administrador
           * @enum {unknown}
           */
          rol: 'administrador' | 'personal';
        };
      };
    };
    responses: {
      /** @description The account with its new role */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example maria.lopez@vasos.test */
              email: string;
              /** @example kV3pQ9xWmZbT0aYc1dEfGh2iJk34 */
              uid: string;
              staff: boolean;
              disabled: boolean;
              /**
               * @description Its role among staff (docs/access.md); sent for every account
               * @example personal
               * @enum {unknown}
               */
              rol?: 'administrador' | 'personal';
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No account with that uid */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The last active administrator (in Spanish) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaSerigrafia1ColorVf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaSerigrafia1ColorVf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              cantidad?: number;
              coste?: number;
              venta_real?: number;
            }
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaSerigrafia2ColoresVf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaSerigrafia2ColoresVf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              cantidad?: number;
              coste?: number;
              venta_real?: number;
            }
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaSerigrafia1ColorMetalizado: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaSerigrafia1ColorMetalizado: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              cantidad?: number;
              coste?: number;
              venta_real?: number;
            }
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaSerigrafia2ColoresMetalizados: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaSerigrafia2ColoresMetalizados: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              cantidad?: number;
              coste?: number;
              venta_real?: number;
            }
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              cantidad: number;
              coste: number;
              venta_real: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasos200: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v200: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasos200: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v200?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v200: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v200: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasos280: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v280: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasos280: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v280?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v280: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v280: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasos300: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v300: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasos300: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v300?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v300: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v300: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasos400: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v400: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasos400: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v400?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v400: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v400: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasos500: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v500: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasos500: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v500?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v500: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v500: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasosV500l: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v500l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasosV500l: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v500l?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v500l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v500l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasosV600L: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v600l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasosV600L: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v600l?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v600l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v600l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasosV900l: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v900l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasosV900l: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              v900l?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              v900l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              v900l: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasosPinzas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              pinzas: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasosPinzas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              pinzas?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              pinzas: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              pinzas: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getTablaVasosCeniceros: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every row, each with its version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              ceniceros: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  updateTablaVasosCeniceros: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              id: number;
              version?: number;
              ceniceros?: number;
              cv?: number;
              QCajas?: unknown;
              Euro?: number;
              Metalicos?: number;
            }
          | unknown
          | unknown
          | unknown
          | unknown;
      };
    };
    responses: {
      /** @description The row as stored, with its new version */
      200: {
        headers: {
          /** @description The row's version after the update (the body's `version`) */
          'Row-Version'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              ceniceros: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No row with that id in the table */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The row is at another version: nothing written; the row as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            data: {
              id: number;
              ceniceros: number;
              cv: number;
              QCajas: number;
              Euro: number;
              Metalicos: number;
              version: number;
            };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getAuditoria: {
    parameters: {
      query: {
        tabla?:
          | 'serigrafia_1_color_vf'
          | 'serigrafia_2_colores_vf'
          | 'serigrafia_1_color_metalizado'
          | 'serigrafia_2_colores_metalizados'
          | 'vasos/200'
          | 'vasos/280'
          | 'vasos/300'
          | 'vasos/400'
          | 'vasos/500'
          | 'vasos/V500l'
          | 'vasos/V600L'
          | 'vasos/v900l'
          | 'vasos/pinzas'
          | 'vasos/ceniceros';
        limit: number;
        before?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most `limit` entries, older than `before` when given */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              at: string;
              actor: {
                uid: string;
                email: string | null;
              };
              /**
               * @example price_update
               * @enum {unknown}
               */
              action:
                | 'price_update'
                | 'assignment'
                | 'user_created'
                | 'user_deactivated'
                | 'user_reactivated'
                | 'stage_change'
                | 'release'
                | 'reassignment'
                | 'note'
                | 'follow_up'
                | 'quote_saved'
                | 'settings_update'
                | 'role_changed'
                | 'retention_run'
                | 'customer_export'
                | 'customer_erasure'
                | 'peticion_created'
                | 'peticion_edited'
                | 'link_created'
                | 'link_revoked'
                | 'quote_accepted'
                | 'file_uploaded'
                | 'proof_approved'
                | 'proof_override'
                | 'proof_changes_requested'
                | 'customer_message'
                | 'customer_marks_seen';
              tabla:
                | (
                    | 'serigrafia_1_color_vf'
                    | 'serigrafia_2_colores_vf'
                    | 'serigrafia_1_color_metalizado'
                    | 'serigrafia_2_colores_metalizados'
                    | 'vasos/200'
                    | 'vasos/280'
                    | 'vasos/300'
                    | 'vasos/400'
                    | 'vasos/500'
                    | 'vasos/V500l'
                    | 'vasos/V600L'
                    | 'vasos/v900l'
                    | 'vasos/pinzas'
                    | 'vasos/ceniceros'
                  )
                | null;
              /** @example 3 */
              target: string;
              /**
               * @example [
               *       {
               *         "field": "coste",
               *         "from": 0.5,
               *         "to": 0.45
               *       }
               *     ]
               */
              changes: {
                field: string;
                from: unknown;
                to: unknown;
              }[];
            }[];
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPresupuestos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request's quotes, newest first (none yet: an empty list) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 12 */
              id: number;
              /** @example 42 */
              peticionId: number;
              /** @example 2026 */
              year: number;
              /** @example 7 */
              sequence: number;
              /** @example 2 */
              version: number;
              /** @example P-2026-0007 v2 */
              numero: string;
              /**
               * @example {
               *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
               *       "email": "maria@vasos.test"
               *     }
               */
              autor: {
                uid: string;
                email: string | null;
              };
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date
               * @example 2026-03-01
               */
              preciosDel: string;
              /**
               * Format: date
               * @example 2026-03-31
               */
              validoHasta: string;
              clienteNombre: string | null;
              /**
               * Format: date
               * @description The event's day as the request had it when the quote was saved
               * @example 2026-06-12
               */
              fechaEvento: string;
              input: {
                /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                lines: {
                  /** @example vasos/200 */
                  cup: string;
                  /** @example 500 */
                  quantity: number;
                  print?: string | null;
                  unitPriceOverride?: number | null;
                }[];
                discountPercent?: number | null;
              };
              /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
              snapshot: {
                /** @enum {number} */
                rules: 1;
                ivaPercent: number;
                discountPercent: number | null;
                lines: {
                  /** @enum {unknown} */
                  cup:
                    | 'vasos/200'
                    | 'vasos/280'
                    | 'vasos/300'
                    | 'vasos/400'
                    | 'vasos/500'
                    | 'vasos/V500l'
                    | 'vasos/V600L'
                    | 'vasos/v900l'
                    | 'vasos/pinzas'
                    | 'vasos/ceniceros';
                  quantity: number;
                  print:
                    | (
                        | 'serigrafia_1_color_vf'
                        | 'serigrafia_2_colores_vf'
                        | 'serigrafia_1_color_metalizado'
                        | 'serigrafia_2_colores_metalizados'
                      )
                    | null;
                  unitPriceOverride: number | null;
                  /**
                   * @example {
                   *       "id": 3,
                   *       "v200": 1000,
                   *       "cv": 0.055,
                   *       "QCajas": 1,
                   *       "Euro": 0.125,
                   *       "Metalicos": 0.155
                   *     }
                   */
                  cupRow: {
                    [key: string]: number;
                  };
                  printRow: {
                    [key: string]: number;
                  } | null;
                }[];
              };
              /**
               * @description Amounts in cents, rates in hundredths of a percent
               * @example {
               *       "subtotal": 15000,
               *       "discountRate": 500,
               *       "discount": 750,
               *       "base": 14250,
               *       "ivaRate": 2100,
               *       "iva": 2993,
               *       "total": 17243
               *     }
               */
              totals: {
                subtotal: number;
                discountRate: number;
                discount: number;
                base: number;
                ivaRate: number;
                iva: number;
                total: number;
              };
            }[];
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No request with that id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  createPresupuesto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The lines: 1 to 100 (more are a problem on `lines`) */
          lines: {
            /** @example vasos/200 */
            cup: string;
            /** @example 500 */
            quantity: number;
            print?: string | null;
            unitPriceOverride?: number | null;
          }[];
          discountPercent?: number | null;
        };
      };
    };
    responses: {
      /** @description The quote as saved, with its number; an asignada request is presupuestada now */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 12 */
              id: number;
              /** @example 42 */
              peticionId: number;
              /** @example 2026 */
              year: number;
              /** @example 7 */
              sequence: number;
              /** @example 2 */
              version: number;
              /** @example P-2026-0007 v2 */
              numero: string;
              /**
               * @example {
               *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
               *       "email": "maria@vasos.test"
               *     }
               */
              autor: {
                uid: string;
                email: string | null;
              };
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date
               * @example 2026-03-01
               */
              preciosDel: string;
              /**
               * Format: date
               * @example 2026-03-31
               */
              validoHasta: string;
              clienteNombre: string | null;
              /**
               * Format: date
               * @description The event's day as the request had it when the quote was saved
               * @example 2026-06-12
               */
              fechaEvento: string;
              input: {
                /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                lines: {
                  /** @example vasos/200 */
                  cup: string;
                  /** @example 500 */
                  quantity: number;
                  print?: string | null;
                  unitPriceOverride?: number | null;
                }[];
                discountPercent?: number | null;
              };
              /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
              snapshot: {
                /** @enum {number} */
                rules: 1;
                ivaPercent: number;
                discountPercent: number | null;
                lines: {
                  /** @enum {unknown} */
                  cup:
                    | 'vasos/200'
                    | 'vasos/280'
                    | 'vasos/300'
                    | 'vasos/400'
                    | 'vasos/500'
                    | 'vasos/V500l'
                    | 'vasos/V600L'
                    | 'vasos/v900l'
                    | 'vasos/pinzas'
                    | 'vasos/ceniceros';
                  quantity: number;
                  print:
                    | (
                        | 'serigrafia_1_color_vf'
                        | 'serigrafia_2_colores_vf'
                        | 'serigrafia_1_color_metalizado'
                        | 'serigrafia_2_colores_metalizados'
                      )
                    | null;
                  unitPriceOverride: number | null;
                  /**
                   * @example {
                   *       "id": 3,
                   *       "v200": 1000,
                   *       "cv": 0.055,
                   *       "QCajas": 1,
                   *       "Euro": 0.125,
                   *       "Metalicos": 0.155
                   *     }
                   */
                  cupRow: {
                    [key: string]: number;
                  };
                  printRow: {
                    [key: string]: number;
                  } | null;
                }[];
              };
              /**
               * @description Amounts in cents, rates in hundredths of a percent
               * @example {
               *       "subtotal": 15000,
               *       "discountRate": 500,
               *       "discount": 750,
               *       "base": 14250,
               *       "ivaRate": 2100,
               *       "iva": 2993,
               *       "total": 17243
               *     }
               */
              totals: {
                subtotal: number;
                discountRate: number;
                discount: number;
                base: number;
                ivaRate: number;
                iva: number;
                total: number;
              };
            };
          };
        };
      };
      /** @description Invalid: the body breaks its rules, or (with `problems`, each on its field) the quote cannot be priced: an unknown table, a bad quantity, discount or price, a tier minimum */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            /**
             * @example [
             *       {
             *         "code": "minimum",
             *         "line": 0,
             *         "field": "quantity",
             *         "minimum": 250
             *       }
             *     ]
             */
            problems?: {
              /** @enum {unknown} */
              code: 'invalid' | 'minimum' | 'emptyTable' | 'invalidTable';
              /** @example quantity */
              field: string;
              line?: number;
              minimum?: number;
              /** @enum {unknown} */
              table?:
                | 'serigrafia_1_color_vf'
                | 'serigrafia_2_colores_vf'
                | 'serigrafia_1_color_metalizado'
                | 'serigrafia_2_colores_metalizados'
                | 'vasos/200'
                | 'vasos/280'
                | 'vasos/300'
                | 'vasos/400'
                | 'vasos/500'
                | 'vasos/V500l'
                | 'vasos/V600L'
                | 'vasos/v900l'
                | 'vasos/pinzas'
                | 'vasos/ceniceros';
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request is assigned to someone else */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No such request or quote, or the request is not taken */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request is lost (reopen it first): nothing saved; the request as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPresupuesto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The quote as it was saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 12 */
              id: number;
              /** @example 42 */
              peticionId: number;
              /** @example 2026 */
              year: number;
              /** @example 7 */
              sequence: number;
              /** @example 2 */
              version: number;
              /** @example P-2026-0007 v2 */
              numero: string;
              /**
               * @example {
               *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
               *       "email": "maria@vasos.test"
               *     }
               */
              autor: {
                uid: string;
                email: string | null;
              };
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date
               * @example 2026-03-01
               */
              preciosDel: string;
              /**
               * Format: date
               * @example 2026-03-31
               */
              validoHasta: string;
              clienteNombre: string | null;
              /**
               * Format: date
               * @description The event's day as the request had it when the quote was saved
               * @example 2026-06-12
               */
              fechaEvento: string;
              input: {
                /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                lines: {
                  /** @example vasos/200 */
                  cup: string;
                  /** @example 500 */
                  quantity: number;
                  print?: string | null;
                  unitPriceOverride?: number | null;
                }[];
                discountPercent?: number | null;
              };
              /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
              snapshot: {
                /** @enum {number} */
                rules: 1;
                ivaPercent: number;
                discountPercent: number | null;
                lines: {
                  /** @enum {unknown} */
                  cup:
                    | 'vasos/200'
                    | 'vasos/280'
                    | 'vasos/300'
                    | 'vasos/400'
                    | 'vasos/500'
                    | 'vasos/V500l'
                    | 'vasos/V600L'
                    | 'vasos/v900l'
                    | 'vasos/pinzas'
                    | 'vasos/ceniceros';
                  quantity: number;
                  print:
                    | (
                        | 'serigrafia_1_color_vf'
                        | 'serigrafia_2_colores_vf'
                        | 'serigrafia_1_color_metalizado'
                        | 'serigrafia_2_colores_metalizados'
                      )
                    | null;
                  unitPriceOverride: number | null;
                  /**
                   * @example {
                   *       "id": 3,
                   *       "v200": 1000,
                   *       "cv": 0.055,
                   *       "QCajas": 1,
                   *       "Euro": 0.125,
                   *       "Metalicos": 0.155
                   *     }
                   */
                  cupRow: {
                    [key: string]: number;
                  };
                  printRow: {
                    [key: string]: number;
                  } | null;
                }[];
              };
              /**
               * @description Amounts in cents, rates in hundredths of a percent
               * @example {
               *       "subtotal": 15000,
               *       "discountRate": 500,
               *       "discount": 750,
               *       "base": 14250,
               *       "ivaRate": 2100,
               *       "iva": 2993,
               *       "total": 17243
               *     }
               */
              totals: {
                subtotal: number;
                discountRate: number;
                discount: number;
                base: number;
                ivaRate: number;
                iva: number;
                total: number;
              };
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No quote with that id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  recalcularPresupuesto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Today’s prices are the quote’s: nothing saved; the quote as it is */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 12 */
              id: number;
              /** @example 42 */
              peticionId: number;
              /** @example 2026 */
              year: number;
              /** @example 7 */
              sequence: number;
              /** @example 2 */
              version: number;
              /** @example P-2026-0007 v2 */
              numero: string;
              /**
               * @example {
               *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
               *       "email": "maria@vasos.test"
               *     }
               */
              autor: {
                uid: string;
                email: string | null;
              };
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date
               * @example 2026-03-01
               */
              preciosDel: string;
              /**
               * Format: date
               * @example 2026-03-31
               */
              validoHasta: string;
              clienteNombre: string | null;
              /**
               * Format: date
               * @description The event's day as the request had it when the quote was saved
               * @example 2026-06-12
               */
              fechaEvento: string;
              input: {
                /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                lines: {
                  /** @example vasos/200 */
                  cup: string;
                  /** @example 500 */
                  quantity: number;
                  print?: string | null;
                  unitPriceOverride?: number | null;
                }[];
                discountPercent?: number | null;
              };
              /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
              snapshot: {
                /** @enum {number} */
                rules: 1;
                ivaPercent: number;
                discountPercent: number | null;
                lines: {
                  /** @enum {unknown} */
                  cup:
                    | 'vasos/200'
                    | 'vasos/280'
                    | 'vasos/300'
                    | 'vasos/400'
                    | 'vasos/500'
                    | 'vasos/V500l'
                    | 'vasos/V600L'
                    | 'vasos/v900l'
                    | 'vasos/pinzas'
                    | 'vasos/ceniceros';
                  quantity: number;
                  print:
                    | (
                        | 'serigrafia_1_color_vf'
                        | 'serigrafia_2_colores_vf'
                        | 'serigrafia_1_color_metalizado'
                        | 'serigrafia_2_colores_metalizados'
                      )
                    | null;
                  unitPriceOverride: number | null;
                  /**
                   * @example {
                   *       "id": 3,
                   *       "v200": 1000,
                   *       "cv": 0.055,
                   *       "QCajas": 1,
                   *       "Euro": 0.125,
                   *       "Metalicos": 0.155
                   *     }
                   */
                  cupRow: {
                    [key: string]: number;
                  };
                  printRow: {
                    [key: string]: number;
                  } | null;
                }[];
              };
              /**
               * @description Amounts in cents, rates in hundredths of a percent
               * @example {
               *       "subtotal": 15000,
               *       "discountRate": 500,
               *       "discount": 750,
               *       "base": 14250,
               *       "ivaRate": 2100,
               *       "iva": 2993,
               *       "total": 17243
               *     }
               */
              totals: {
                subtotal: number;
                discountRate: number;
                discount: number;
                base: number;
                ivaRate: number;
                iva: number;
                total: number;
              };
            };
          };
        };
      };
      /** @description The new version, with the same number and today’s prices */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 12 */
              id: number;
              /** @example 42 */
              peticionId: number;
              /** @example 2026 */
              year: number;
              /** @example 7 */
              sequence: number;
              /** @example 2 */
              version: number;
              /** @example P-2026-0007 v2 */
              numero: string;
              /**
               * @example {
               *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
               *       "email": "maria@vasos.test"
               *     }
               */
              autor: {
                uid: string;
                email: string | null;
              };
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /**
               * Format: date
               * @example 2026-03-01
               */
              preciosDel: string;
              /**
               * Format: date
               * @example 2026-03-31
               */
              validoHasta: string;
              clienteNombre: string | null;
              /**
               * Format: date
               * @description The event's day as the request had it when the quote was saved
               * @example 2026-06-12
               */
              fechaEvento: string;
              input: {
                /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                lines: {
                  /** @example vasos/200 */
                  cup: string;
                  /** @example 500 */
                  quantity: number;
                  print?: string | null;
                  unitPriceOverride?: number | null;
                }[];
                discountPercent?: number | null;
              };
              /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
              snapshot: {
                /** @enum {number} */
                rules: 1;
                ivaPercent: number;
                discountPercent: number | null;
                lines: {
                  /** @enum {unknown} */
                  cup:
                    | 'vasos/200'
                    | 'vasos/280'
                    | 'vasos/300'
                    | 'vasos/400'
                    | 'vasos/500'
                    | 'vasos/V500l'
                    | 'vasos/V600L'
                    | 'vasos/v900l'
                    | 'vasos/pinzas'
                    | 'vasos/ceniceros';
                  quantity: number;
                  print:
                    | (
                        | 'serigrafia_1_color_vf'
                        | 'serigrafia_2_colores_vf'
                        | 'serigrafia_1_color_metalizado'
                        | 'serigrafia_2_colores_metalizados'
                      )
                    | null;
                  unitPriceOverride: number | null;
                  /**
                   * @example {
                   *       "id": 3,
                   *       "v200": 1000,
                   *       "cv": 0.055,
                   *       "QCajas": 1,
                   *       "Euro": 0.125,
                   *       "Metalicos": 0.155
                   *     }
                   */
                  cupRow: {
                    [key: string]: number;
                  };
                  printRow: {
                    [key: string]: number;
                  } | null;
                }[];
              };
              /**
               * @description Amounts in cents, rates in hundredths of a percent
               * @example {
               *       "subtotal": 15000,
               *       "discountRate": 500,
               *       "discount": 750,
               *       "base": 14250,
               *       "ivaRate": 2100,
               *       "iva": 2993,
               *       "total": 17243
               *     }
               */
              totals: {
                subtotal: number;
                discountRate: number;
                discount: number;
                base: number;
                ivaRate: number;
                iva: number;
                total: number;
              };
            };
          };
        };
      };
      /** @description Invalid: the body breaks its rules, or (with `problems`, each on its field) the quote cannot be priced: an unknown table, a bad quantity, discount or price, a tier minimum */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            /**
             * @example [
             *       {
             *         "code": "minimum",
             *         "line": 0,
             *         "field": "quantity",
             *         "minimum": 250
             *       }
             *     ]
             */
            problems?: {
              /** @enum {unknown} */
              code: 'invalid' | 'minimum' | 'emptyTable' | 'invalidTable';
              /** @example quantity */
              field: string;
              line?: number;
              minimum?: number;
              /** @enum {unknown} */
              table?:
                | 'serigrafia_1_color_vf'
                | 'serigrafia_2_colores_vf'
                | 'serigrafia_1_color_metalizado'
                | 'serigrafia_2_colores_metalizados'
                | 'vasos/200'
                | 'vasos/280'
                | 'vasos/300'
                | 'vasos/400'
                | 'vasos/500'
                | 'vasos/V500l'
                | 'vasos/V600L'
                | 'vasos/v900l'
                | 'vasos/pinzas'
                | 'vasos/ceniceros';
            }[];
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request is assigned to someone else */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No such request or quote, or the request is not taken */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request is lost (reopen it first): nothing saved; the request as it is now */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
            data:
              | {
                  /** @example 42 */
                  id: number;
                  /**
                   * @example presupuestada
                   * @enum {unknown}
                   */
                  estado:
                    | 'asignada'
                    | 'presupuestada'
                    | 'aceptada'
                    | 'en_produccion'
                    | 'entregada'
                    | 'perdida';
                  /** @example maria.lopez@vasos.test */
                  asignado: string;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  asignadoAt: string;
                  /** @example 3 */
                  version: number;
                  perdida: {
                    /** @enum {unknown} */
                    desde:
                      'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                    /** @enum {unknown} */
                    motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                    texto: string | null;
                  } | null;
                  proximoSeguimiento: string | null;
                  ultimoPresupuesto: {
                    numero: string;
                    totalCents: number;
                  } | null;
                  /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                  clienteAcepto: boolean;
                  /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                  mensajesCliente: number;
                }
              | {
                  /** @example 42 */
                  id: number;
                  /** @example nueva */
                  estado: string;
                  /** @example false */
                  asignado: string | false;
                  /** @example Vasos reutilizables 500 ml con logo */
                  peticiones: string | string[];
                  /**
                   * @description Only nombre and telefono are sent
                   * @example {
                   *       "nombre": "Peña El Botijo",
                   *       "telefono": "+34 611 222 333"
                   *     }
                   */
                  cliente: {
                    nombre?: string;
                    telefono?: string;
                  } | null;
                  /**
                   * Format: date
                   * @example 2027-06-12
                   */
                  fecha_evento: string;
                  /** @example España */
                  pais: string;
                  /** @example 28013 */
                  codigo_postal: string;
                  /** @example pena.botijo@example.com */
                  correo: string | null;
                  /**
                   * @description The channel it came through; web is the public order form
                   * @example web
                   * @enum {unknown}
                   */
                  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                };
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getPresupuestoPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF (`Content-Disposition: attachment`): the business, the customer, the lines, the totals with VAT, the number, its date and `Válido hasta` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No quote with that id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getEnlace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link’s state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              activo: boolean;
              caduca: string | null;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No quote with that id */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  createEnlace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new link: its token, shown this once */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              activo: boolean;
              caduca: string | null;
              /**
               * @description The link is `/c/{token}` on the dashboard’s site; it is shown only here
               * @example q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX
               */
              token: string;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request is assigned to someone else */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No such quote, or its request is not taken */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  revokeEnlace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The link’s state: no active link */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              activo: boolean;
              caduca: string | null;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The request is assigned to someone else */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No such quote, or its request is not taken */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getAjustes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings as they are now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example Vasos Fiesta S.L. */
              nombreComercial: string;
              /** @example B12345678 */
              nif: string;
              /** @example Calle Mayor 1, 28013 Madrid */
              direccion: string;
              /** @example +34 912 345 678 */
              telefono: string;
              correo: '' | string;
              /**
               * @description A percentage with at most 2 decimals
               * @example 21
               */
              ivaPercent: number;
              /** @example 30 */
              validezDias: number;
              /**
               * @description Whole months a customer’s personal data is kept
               * @example 24
               */
              conservarCerradasMeses: number;
              /**
               * @description Whole months a customer’s personal data is kept
               * @example 12
               */
              conservarSinAsignarMeses: number;
              /**
               * @description The IANA time zone Informes count days and months in
               * @example Europe/Madrid
               */
              zonaHoraria: string;
              /**
               * @description The terms the customer accepts on their link’s page
               * @example Pago del 50 % al aceptar; el resto a la entrega.
               */
              condiciones: string;
            };
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  saveAjustes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @example Vasos Fiesta S.L. */
          nombreComercial: string;
          /** @example B12345678 */
          nif: string;
          /** @example Calle Mayor 1, 28013 Madrid */
          direccion: string;
          /** @example +34 912 345 678 */
          telefono: string;
          correo: '' | string;
          /**
           * @description A percentage with at most 2 decimals
           * @example 21
           */
          ivaPercent: number;
          /** @example 30 */
          validezDias: number;
          /**
           * @description Whole months a customer’s personal data is kept
           * @example 24
           */
          conservarCerradasMeses: number;
          /**
           * @description Whole months a customer’s personal data is kept
           * @example 12
           */
          conservarSinAsignarMeses: number;
          /**
           * @description The IANA time zone Informes count days and months in
           * @example Europe/Madrid
           */
          zonaHoraria: string;
          /**
           * @description The terms the customer accepts on their link’s page
           * @example Pago del 50 % al aceptar; el resto a la entrega.
           */
          condiciones: string;
        };
      };
    };
    responses: {
      /** @description The settings as saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example Vasos Fiesta S.L. */
              nombreComercial: string;
              /** @example B12345678 */
              nif: string;
              /** @example Calle Mayor 1, 28013 Madrid */
              direccion: string;
              /** @example +34 912 345 678 */
              telefono: string;
              correo: '' | string;
              /**
               * @description A percentage with at most 2 decimals
               * @example 21
               */
              ivaPercent: number;
              /** @example 30 */
              validezDias: number;
              /**
               * @description Whole months a customer’s personal data is kept
               * @example 24
               */
              conservarCerradasMeses: number;
              /**
               * @description Whole months a customer’s personal data is kept
               * @example 12
               */
              conservarSinAsignarMeses: number;
              /**
               * @description The IANA time zone Informes count days and months in
               * @example Europe/Madrid
               */
              zonaHoraria: string;
              /**
               * @description The terms the customer accepts on their link’s page
               * @example Pago del 50 % al aceptar; el resto a la entrega.
               */
              condiciones: string;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getLogotipo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo kept, or null */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              tipo: 'image/png' | 'image/jpeg' | 'image/svg+xml';
              size: number;
              sha256: string;
              /** @description The image’s bytes (shown by the screen as a data: URL: an SVG runs no script) */
              base64: string;
            } | null;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  saveLogotipo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo as kept */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              tipo: 'image/png' | 'image/jpeg' | 'image/svg+xml';
              size: number;
              sha256: string;
              /** @description The image’s bytes (shown by the screen as a data: URL: an SVG runs no script) */
              base64: string;
            } | null;
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  removeLogotipo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No logo now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: null;
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  exportCliente: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /**
               * @description The phone number, matched as the customer’s other requests are
               * @example +34 611 222 333
               */
              telefono: string;
            }
          | {
              /**
               * @description The id of any request of the customer, as `Clientes` groups them (by phone and by e-mail)
               * @example 42
               */
              cliente: number;
            };
      };
    };
    responses: {
      /** @description Every request of that number or customer with its notes and quotes (none: an empty list) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example +34 611 222 333 */
              telefono?: string;
              /** @example 42 */
              cliente?: number;
              peticiones: (
                | {
                    /** @example 42 */
                    id: number;
                    /**
                     * @example presupuestada
                     * @enum {unknown}
                     */
                    estado:
                      | 'asignada'
                      | 'presupuestada'
                      | 'aceptada'
                      | 'en_produccion'
                      | 'entregada'
                      | 'perdida';
                    /** @example maria.lopez@vasos.test */
                    asignado: string;
                    /** @example Vasos reutilizables 500 ml con logo */
                    peticiones: string | string[];
                    /**
                     * @description Only nombre and telefono are sent
                     * @example {
                     *       "nombre": "Peña El Botijo",
                     *       "telefono": "+34 611 222 333"
                     *     }
                     */
                    cliente: {
                      nombre?: string;
                      telefono?: string;
                    } | null;
                    /**
                     * Format: date
                     * @example 2027-06-12
                     */
                    fecha_evento: string;
                    /** @example España */
                    pais: string;
                    /** @example 28013 */
                    codigo_postal: string;
                    /** @example pena.botijo@example.com */
                    correo: string | null;
                    /**
                     * @description The channel it came through; web is the public order form
                     * @example web
                     * @enum {unknown}
                     */
                    origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:38:00.000Z
                     */
                    createdAt: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:38:00.000Z
                     */
                    asignadoAt: string;
                    /** @example 3 */
                    version: number;
                    perdida: {
                      /** @enum {unknown} */
                      desde:
                        'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion' | 'entregada';
                      /** @enum {unknown} */
                      motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                      texto: string | null;
                    } | null;
                    proximoSeguimiento: string | null;
                    ultimoPresupuesto: {
                      numero: string;
                      totalCents: number;
                    } | null;
                    /** @description The customer accepted the quote through their link, and its assignee has not opened the request since */
                    clienteAcepto: boolean;
                    /** @description The customer’s messages (`Pedir cambios`) its assignee has not read */
                    mensajesCliente: number;
                    notas: {
                      id: number;
                      /** @example Llamar el lunes: quiere el logo a dos colores. */
                      texto: string;
                      /** @description A message the customer sent through their link, not a note of staff */
                      deCliente: boolean;
                      autor: {
                        uid: string;
                        email: string | null;
                      };
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      at: string;
                    }[];
                    presupuestos: {
                      /** @example 12 */
                      id: number;
                      /** @example 42 */
                      peticionId: number;
                      /** @example 2026 */
                      year: number;
                      /** @example 7 */
                      sequence: number;
                      /** @example 2 */
                      version: number;
                      /** @example P-2026-0007 v2 */
                      numero: string;
                      /**
                       * @example {
                       *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
                       *       "email": "maria@vasos.test"
                       *     }
                       */
                      autor: {
                        uid: string;
                        email: string | null;
                      };
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      createdAt: string;
                      /**
                       * Format: date
                       * @example 2026-03-01
                       */
                      preciosDel: string;
                      /**
                       * Format: date
                       * @example 2026-03-31
                       */
                      validoHasta: string;
                      clienteNombre: string | null;
                      /**
                       * Format: date
                       * @description The event's day as the request had it when the quote was saved
                       * @example 2026-06-12
                       */
                      fechaEvento: string;
                      input: {
                        /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                        lines: {
                          /** @example vasos/200 */
                          cup: string;
                          /** @example 500 */
                          quantity: number;
                          print?: string | null;
                          unitPriceOverride?: number | null;
                        }[];
                        discountPercent?: number | null;
                      };
                      /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
                      snapshot: {
                        /** @enum {number} */
                        rules: 1;
                        ivaPercent: number;
                        discountPercent: number | null;
                        lines: {
                          /** @enum {unknown} */
                          cup:
                            | 'vasos/200'
                            | 'vasos/280'
                            | 'vasos/300'
                            | 'vasos/400'
                            | 'vasos/500'
                            | 'vasos/V500l'
                            | 'vasos/V600L'
                            | 'vasos/v900l'
                            | 'vasos/pinzas'
                            | 'vasos/ceniceros';
                          quantity: number;
                          print:
                            | (
                                | 'serigrafia_1_color_vf'
                                | 'serigrafia_2_colores_vf'
                                | 'serigrafia_1_color_metalizado'
                                | 'serigrafia_2_colores_metalizados'
                              )
                            | null;
                          unitPriceOverride: number | null;
                          /**
                           * @example {
                           *       "id": 3,
                           *       "v200": 1000,
                           *       "cv": 0.055,
                           *       "QCajas": 1,
                           *       "Euro": 0.125,
                           *       "Metalicos": 0.155
                           *     }
                           */
                          cupRow: {
                            [key: string]: number;
                          };
                          printRow: {
                            [key: string]: number;
                          } | null;
                        }[];
                      };
                      /**
                       * @description Amounts in cents, rates in hundredths of a percent
                       * @example {
                       *       "subtotal": 15000,
                       *       "discountRate": 500,
                       *       "discount": 750,
                       *       "base": 14250,
                       *       "ivaRate": 2100,
                       *       "iva": 2993,
                       *       "total": 17243
                       *     }
                       */
                      totals: {
                        subtotal: number;
                        discountRate: number;
                        discount: number;
                        base: number;
                        ivaRate: number;
                        iva: number;
                        total: number;
                      };
                    }[];
                  }
                | {
                    /** @example 42 */
                    id: number;
                    /** @example nueva */
                    estado: string;
                    /** @example false */
                    asignado: string | false;
                    /** @example Vasos reutilizables 500 ml con logo */
                    peticiones: string | string[];
                    /**
                     * @description Only nombre and telefono are sent
                     * @example {
                     *       "nombre": "Peña El Botijo",
                     *       "telefono": "+34 611 222 333"
                     *     }
                     */
                    cliente: {
                      nombre?: string;
                      telefono?: string;
                    } | null;
                    /**
                     * Format: date
                     * @example 2027-06-12
                     */
                    fecha_evento: string;
                    /** @example España */
                    pais: string;
                    /** @example 28013 */
                    codigo_postal: string;
                    /** @example pena.botijo@example.com */
                    correo: string | null;
                    /**
                     * @description The channel it came through; web is the public order form
                     * @example web
                     * @enum {unknown}
                     */
                    origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                    /**
                     * Format: date-time
                     * @example 2026-11-22T10:38:00.000Z
                     */
                    createdAt: string;
                    notas: {
                      id: number;
                      /** @example Llamar el lunes: quiere el logo a dos colores. */
                      texto: string;
                      /** @description A message the customer sent through their link, not a note of staff */
                      deCliente: boolean;
                      autor: {
                        uid: string;
                        email: string | null;
                      };
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      at: string;
                    }[];
                    presupuestos: {
                      /** @example 12 */
                      id: number;
                      /** @example 42 */
                      peticionId: number;
                      /** @example 2026 */
                      year: number;
                      /** @example 7 */
                      sequence: number;
                      /** @example 2 */
                      version: number;
                      /** @example P-2026-0007 v2 */
                      numero: string;
                      /**
                       * @example {
                       *       "uid": "kV3pQ9xWmZbT0aYc1dEfGh2iJk34",
                       *       "email": "maria@vasos.test"
                       *     }
                       */
                      autor: {
                        uid: string;
                        email: string | null;
                      };
                      /**
                       * Format: date-time
                       * @example 2026-11-22T10:38:00.000Z
                       */
                      createdAt: string;
                      /**
                       * Format: date
                       * @example 2026-03-01
                       */
                      preciosDel: string;
                      /**
                       * Format: date
                       * @example 2026-03-31
                       */
                      validoHasta: string;
                      clienteNombre: string | null;
                      /**
                       * Format: date
                       * @description The event's day as the request had it when the quote was saved
                       * @example 2026-06-12
                       */
                      fechaEvento: string;
                      input: {
                        /** @description The lines: 1 to 100 (more are a problem on `lines`) */
                        lines: {
                          /** @example vasos/200 */
                          cup: string;
                          /** @example 500 */
                          quantity: number;
                          print?: string | null;
                          unitPriceOverride?: number | null;
                        }[];
                        discountPercent?: number | null;
                      };
                      /** @description Every price the quote used, as it was (contract/presupuestoSnapshot.ts) */
                      snapshot: {
                        /** @enum {number} */
                        rules: 1;
                        ivaPercent: number;
                        discountPercent: number | null;
                        lines: {
                          /** @enum {unknown} */
                          cup:
                            | 'vasos/200'
                            | 'vasos/280'
                            | 'vasos/300'
                            | 'vasos/400'
                            | 'vasos/500'
                            | 'vasos/V500l'
                            | 'vasos/V600L'
                            | 'vasos/v900l'
                            | 'vasos/pinzas'
                            | 'vasos/ceniceros';
                          quantity: number;
                          print:
                            | (
                                | 'serigrafia_1_color_vf'
                                | 'serigrafia_2_colores_vf'
                                | 'serigrafia_1_color_metalizado'
                                | 'serigrafia_2_colores_metalizados'
                              )
                            | null;
                          unitPriceOverride: number | null;
                          /**
                           * @example {
                           *       "id": 3,
                           *       "v200": 1000,
                           *       "cv": 0.055,
                           *       "QCajas": 1,
                           *       "Euro": 0.125,
                           *       "Metalicos": 0.155
                           *     }
                           */
                          cupRow: {
                            [key: string]: number;
                          };
                          printRow: {
                            [key: string]: number;
                          } | null;
                        }[];
                      };
                      /**
                       * @description Amounts in cents, rates in hundredths of a percent
                       * @example {
                       *       "subtotal": 15000,
                       *       "discountRate": 500,
                       *       "discount": 750,
                       *       "base": 14250,
                       *       "ivaRate": 2100,
                       *       "iva": 2993,
                       *       "total": 17243
                       *     }
                       */
                      totals: {
                        subtotal: number;
                        discountRate: number;
                        discount: number;
                        base: number;
                        ivaRate: number;
                        iva: number;
                        total: number;
                      };
                    }[];
                  }
              )[];
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  suprimirCliente: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /**
               * @description The phone number, matched as the customer’s other requests are
               * @example +34 611 222 333
               */
              telefono: string;
            }
          | {
              /**
               * @description The id of any request of the customer, as `Clientes` groups them (by phone and by e-mail)
               * @example 42
               */
              cliente: number;
            };
      };
    };
    responses: {
      /** @description How many requests and notes lost their personal data (already erased: 0) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 2 */
              peticiones: number;
              /** @example 3 */
              notas: number;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getClientes: {
    parameters: {
      query: {
        sort:
          | 'nombre'
          | 'telefono'
          | 'correo'
          | 'peticiones'
          | 'ultimaPeticion'
          | 'presupuestado'
          | 'aceptado';
        order: 'asc' | 'desc';
        offset: number;
        limit: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most `limit` customers from `offset` on, and how many there are */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @example 1200 */
              total: number;
              clientes: {
                /** @example 42 */
                id: number;
                /** @example Peña El Botijo */
                nombre: string | null;
                /** @example +34 611 222 333 */
                telefono: string | null;
                /** @example pena.botijo@example.com */
                correo: string | null;
                /** @example 3 */
                peticiones: number;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:38:00.000Z
                 */
                ultimaPeticion: string;
                /** @example 72600 */
                presupuestadoCents: number;
                /** @example 36300 */
                aceptadoCents: number;
              }[];
            };
            /**
             * @description The change feed it reflects: a change after it may change the list
             * @example 128
             */
            position: number;
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getCliente: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The customer, their requests and their quotes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              cliente: {
                /** @example 42 */
                id: number;
                /** @example Peña El Botijo */
                nombre: string | null;
                /** @example +34 611 222 333 */
                telefono: string | null;
                /** @example pena.botijo@example.com */
                correo: string | null;
                /** @example 3 */
                peticiones: number;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:38:00.000Z
                 */
                ultimaPeticion: string;
                /** @example 72600 */
                presupuestadoCents: number;
                /** @example 36300 */
                aceptadoCents: number;
              };
              telefonos: string[];
              peticiones: {
                /** @example 42 */
                id: number;
                /** @example aceptada */
                estado: string;
                /** @example false */
                asignado: string | false;
                /**
                 * Format: date-time
                 * @example 2026-11-22T10:38:00.000Z
                 */
                createdAt: string;
                /** @example Peña El Botijo */
                nombre: string | null;
                /** @example +34 611 222 333 */
                telefono: string | null;
                /** @example pena.botijo@example.com */
                correo: string | null;
                presupuestos: {
                  /** @example 7 */
                  id: number;
                  /** @example P-2026-0012 */
                  numero: string;
                  /**
                   * Format: date-time
                   * @example 2026-11-22T10:38:00.000Z
                   */
                  createdAt: string;
                  /** @example 36300 */
                  totalCents: number;
                }[];
              }[];
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getSearchResults: {
    parameters: {
      query: {
        /** @description What to look for: a request’s number, a name, a phone in any format, an e-mail, words of an order, a quote’s number. Under 2 characters finds nothing */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 8 of each kind, newest first; nothing for under 2 characters */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              peticiones: {
                /** @example 42 */
                id: number;
                /** @example presupuestada */
                estado: string;
                asignado: string | false;
                nombre: string | null;
                telefono: string | null;
                correo: string | null;
                /** @example 500 vasos de cava con logo */
                pedido: string;
                /**
                 * Format: date
                 * @example 2026-06-20
                 */
                fecha_evento: string;
              }[];
              clientes: {
                /**
                 * @description The customer, as `Clientes` lists them (`/clientes/{id}`)
                 * @example 40
                 */
                id: number;
                telefono: string | null;
                nombre: string | null;
                correo: string | null;
                /** @example 3 */
                peticiones: number;
                ultimaPeticion: {
                  /** @example 42 */
                  id: number;
                  asignado: string | false;
                };
              }[];
              presupuestos: {
                /** @example 7 */
                id: number;
                /** @example P-2026-0012 */
                numero: string;
                /** @example 42 */
                peticionId: number;
                nombre: string | null;
                /** @example 36300 */
                totalCents: number;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getInforme: {
    parameters: {
      query: {
        /**
         * @description The period’s first day, in the business’s time zone
         * @example 2026-03-01
         */
        desde: string;
        /**
         * @description The period’s last day (included)
         * @example 2026-03-31
         */
        hasta: string;
        /**
         * @description One staff member’s requests (administrators only; Personal always get their own)
         * @example personal@vasos.test
         */
        usuario?: string;
        /** @description One channel’s requests */
        origen?: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every figure of the period */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /**
               * Format: date
               * @example 2026-03-01
               */
              desde: string;
              /**
               * Format: date
               * @example 2026-03-01
               */
              hasta: string;
              usuario: string | null;
              origen: ('telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web') | null;
              /** @example Europe/Madrid */
              zonaHoraria: string;
              recibidas: {
                /** @enum {unknown} */
                origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
                /** @example 12 */
                peticiones: number;
              }[];
              embudo: {
                /** @enum {unknown} */
                paso: 'recibida' | 'asignada' | 'presupuestada' | 'aceptada' | 'entregada';
                /** @example 12 */
                peticiones: number;
                conversion: number | null;
              }[];
              /** @example 12 */
              perdidas: number;
              perdidasPorMotivo: {
                /** @enum {unknown} */
                motivo: 'precio' | 'plazo' | 'sin_respuesta' | 'otro';
                /** @example 12 */
                peticiones: number;
                parte: number | null;
              }[];
              medianaDias: {
                asignada: number | null;
                presupuestada: number | null;
                aceptada: number | null;
              };
              enJuego: {
                /** @enum {unknown} */
                etapa: 'asignada' | 'presupuestada' | 'aceptada' | 'en_produccion';
                /** @example 12 */
                peticiones: number;
                /**
                 * @description Cents
                 * @example 36300
                 */
                baseCents: number;
                /**
                 * @description Cents
                 * @example 36300
                 */
                totalCents: number;
              }[];
              aceptadoPorMes: {
                /** @example 2026-03 */
                mes: string;
                equipo: {
                  /**
                   * @description Cents
                   * @example 36300
                   */
                  baseCents: number;
                  /**
                   * @description Cents
                   * @example 36300
                   */
                  totalCents: number;
                } | null;
                persona: {
                  /**
                   * @description Cents
                   * @example 36300
                   */
                  baseCents: number;
                  /**
                   * @description Cents
                   * @example 36300
                   */
                  totalCents: number;
                } | null;
              }[];
              vasos: {
                /** @example vasos/200 */
                vaso: string;
                /** @example 500 */
                unidades: number;
                /**
                 * @description Cents
                 * @example 36300
                 */
                importeCents: number;
              }[];
              serigrafias: {
                serigrafia: string | null;
                /** @example 500 */
                unidades: number;
                /**
                 * @description Cents
                 * @example 36300
                 */
                importeCents: number;
              }[];
              clientes: {
                /** @example 611 22 23 33 */
                telefono: string;
                nombre: string | null;
                /** @example 12 */
                aceptadas: number;
                /** @example 42 */
                peticionId: number;
                /**
                 * @description Cents
                 * @example 36300
                 */
                baseCents: number;
                /**
                 * @description Cents
                 * @example 36300
                 */
                totalCents: number;
              }[];
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getArchivos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every file of the request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              peticionId: number;
              /**
               * @description cliente: sent by the customer through their link; boceto: a design proof
               * @enum {unknown}
               */
              kind: 'cliente' | 'boceto';
              /** @description A proof’s version (1, 2…) */
              version: number | null;
              /** @example logo-peña.png */
              nombre: string;
              /**
               * @description As its content says, never its name
               * @enum {unknown}
               */
              tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
              size: number;
              sha256: string;
              /**
               * @description cliente, or the e-mail of who uploaded it
               * @example maria.lopez@vasos.test
               */
              sender: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /** @description When the customer approved this version of the proof */
              aprobadoAt: string | null;
            }[];
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  getArchivo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
        /** @example 7 */
        archivoId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file’s bytes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'image/png': string;
          'image/jpeg': string;
          'image/svg+xml': string;
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No such request, or no such file of it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
  uploadBoceto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 42 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proof’s new version, as stored */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              peticionId: number;
              /**
               * @description cliente: sent by the customer through their link; boceto: a design proof
               * @enum {unknown}
               */
              kind: 'cliente' | 'boceto';
              /** @description A proof’s version (1, 2…) */
              version: number | null;
              /** @example logo-peña.png */
              nombre: string;
              /**
               * @description As its content says, never its name
               * @enum {unknown}
               */
              tipo: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml';
              size: number;
              sha256: string;
              /**
               * @description cliente, or the e-mail of who uploaded it
               * @example maria.lopez@vasos.test
               */
              sender: string;
              /**
               * Format: date-time
               * @example 2026-11-22T10:38:00.000Z
               */
              createdAt: string;
              /** @description When the customer approved this version of the proof */
              aprobadoAt: string | null;
            };
          };
        };
      };
      /** @description Invalid request: the body, query or URL breaks its rules (the text says which) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description No valid Firebase ID token (missing, malformed, expired, revoked, account disabled) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Not allowed: the token has no staff claim, or the action is not the caller’s */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Nothing by that id or name */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is over the size limit */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A URL segment is over 128 characters */
      414: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description The body is not sent as application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description Over the rate limit */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
      /** @description A dependency (the database, the identity provider) cannot answer now */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Not found: GET /api/admin/nada */
            error: string;
          };
        };
      };
    };
  };
}
