const routes = {
  home: '/',
  about: '/about',
  contact: '/contact'
};

export default routes;
