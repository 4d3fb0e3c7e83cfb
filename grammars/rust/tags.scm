; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(function_item name: (identifier) @name body: (block) @body) @definition.function
(function_signature_item name: (identifier) @name) @definition.function
(struct_item name: (type_identifier) @name) @definition.struct
(enum_item name: (type_identifier) @name) @definition.enum
(union_item name: (type_identifier) @name) @definition.struct
(trait_item name: (type_identifier) @name body: (declaration_list) @body) @definition.trait
(impl_item type: (type_identifier) @name body: (declaration_list) @body) @definition.impl
(impl_item
  type: (generic_type type: (type_identifier) @name) body: (declaration_list) @body) @definition.impl
(const_item name: (identifier) @name) @definition.constant
(static_item name: (identifier) @name) @definition.constant
(type_item name: (type_identifier) @name) @definition.type
(macro_definition name: (identifier) @name) @definition.macro

(call_expression function: (identifier) @reference)
(call_expression function: (scoped_identifier name: (identifier) @reference))
(field_expression field: (field_identifier) @reference)
(macro_invocation macro: (identifier) @reference)
(type_identifier) @reference
(scoped_identifier name: (identifier) @reference)

(line_comment) @comment
(block_comment) @comment
