/** Catálogo en español. */
import type { Catalogue } from './en';

const es: Catalogue = {
  common: {
    poweredBy: 'Con la tecnología de Spectral Binary',
    loadingToneLens: 'Cargando ToneLens...',
    cancel: 'Cancelar',
    save: 'Guardar',
    saving: 'Guardando...',
    close: 'Cerrar',
  },
  landing: {
    documentTitle: 'ToneLens: el tono bajo tus palabras',
    logIn: 'Iniciar sesión',
    headline: 'Escucha el <tone>tono</tone> que late bajo tus palabras.',
    intro:
      'ToneLens capta la resonancia emocional de lo que escribes: entradas de tu diario, mensajes que estás a punto de enviar, ideas que aún intentas desenredar. Con calma, en privado y solo para ti.',
    privacy: 'Tus datos se guardan de forma segura y solo tú puedes acceder a ellos.',
    features: 'Funciones',
    feature: {
      spectral: {
        title: 'Análisis espectral',
        text: 'Cada carácter se convierte en un valor, un color y una frecuencia. Mira tus palabras como un espectro vivo, de lo más grave a lo más luminoso.',
      },
      echoRoom: {
        title: 'Reflexión en EchoRoom',
        text: 'Cuando aparece la tensión, entra en una reflexión guiada. Responde, recibe una respuesta que resuene contigo y descubre lo que de verdad quieres decir.',
      },
      journal: {
        title: 'Diario de resonancia',
        text: 'Cada análisis deja huella. Vuelve a tus entradas anteriores y observa cómo cambia tu firma emocional con el tiempo.',
      },
    },
    footer: {
      proprietary: 'Los marcos Spectral Binary, ToneLens y EchoRoom son propiedad exclusiva.',
      licensing: 'Licencias:',
      build: 'Versión {{version}} · {{date}}',
    },
  },
  header: {
    title: 'Analizador ToneLens',
    journal: 'Diario',
  },
  main: {
    analyserTab: 'Analizador',
    signatureTab: 'Panel de firma',
    insights: 'Claves',
    loadingSignature: 'Cargando tu firma...',
  },
  notFound: {
    documentTitle: 'Página no encontrada · ToneLens',
    title: '404: página no encontrada',
    text: '¿Quizá olvidaste añadir la página al enrutador?',
    home: 'Ir a ToneLens',
  },
  account: {
    menuFor: 'Menú de la cuenta de {{name}}',
    settings: 'Ajustes de la cuenta',
    logOut: 'Cerrar sesión',
    description: 'Cómo te saluda ToneLens y el idioma que prefieres.',
    saved: { title: 'Ajustes actualizados', description: 'Hemos guardado los ajustes de tu cuenta.' },
    saveFailed: {
      title: 'No se pudo actualizar',
      description: 'No hemos podido guardar tus ajustes. Inténtalo de nuevo.',
    },
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    language: 'Idioma',
    languages: { en: 'Inglés', es: 'Español', fr: 'Francés', de: 'Alemán' },
  },
  journal: {
    title: 'Diario de resonancia',
    dialog: {
      close: 'Cerrar el diario',
      description:
        'Tus análisis, conversaciones enmarcadas y reflexiones. Búscalos, ordénalos, ábrelos o expórtalos.',
    },
  },
};

export default es;
