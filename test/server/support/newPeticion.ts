// A customer's order as the public order form sends it (POST /api/peticiones), for specs that
// need one request more: each spreads it and changes what it is about.

export const newPeticion = {
  peticiones: 'Vasos de caña 250 ml para festival de música',
  cliente: { nombre: 'Festival Sonora', telefono: '+34 611 222 333' },
  fecha_evento: '2027-07-15',
  pais: 'España',
  codigo_postal: '50001',
};
