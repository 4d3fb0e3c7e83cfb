"""Per-language data (tree-sitter node kinds, keys, unordered lists): one folder per language."""
