enum token {
  TOK_EOF,
  TOK_NUMBER,
  TOK_STRING,
  TOK_IDENT,
};
