const { title, body, footer } = window.PAGE;

document.title = title;
