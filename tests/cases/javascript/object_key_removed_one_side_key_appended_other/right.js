const routes = {
  home: '/',
  about: '/about',
  legacy: '/old-home',
  contact: '/contact'
};

export default routes;
