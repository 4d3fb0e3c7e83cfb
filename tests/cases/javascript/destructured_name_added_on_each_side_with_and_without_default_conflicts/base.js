const { title, body } = window.PAGE;

document.title = title;
