<<<<<<< left
const { title, body, footer } = window.PAGE;
||||||| base
const { title, body } = window.PAGE;
=======
const { title, body, footer = '' } = window.PAGE;
>>>>>>> right

document.title = title;
