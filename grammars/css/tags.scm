; What `semmerge summarize` reads from CSS; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(stylesheet (rule_set (selectors) @name (block) @body) @definition.class)
(stylesheet (keyframes_statement (keyframes_name) @name) @definition.variable)
