; What `semmerge summarize` reads from this language; the capture names are documented
; in grammars/python/tags.scm and semmerge/summary/extract.py.

(contract_declaration name: (identifier) @name body: (contract_body) @body) @definition.class
(library_declaration name: (identifier) @name body: (contract_body) @body) @definition.class
(interface_declaration name: (identifier) @name body: (contract_body) @body) @definition.interface
(struct_declaration name: (identifier) @name body: (struct_body) @body) @definition.class
(enum_declaration name: (identifier) @name body: (enum_body) @body) @definition.enum
(function_definition name: (identifier) @name) @definition.function
(function_definition body: (function_body) @body)
(modifier_definition name: (identifier) @name) @definition.function
(modifier_definition body: (function_body) @body)
(event_definition name: (identifier) @name) @definition.function
(error_declaration name: (identifier) @name) @definition.function
(state_variable_declaration name: (identifier) @name) @definition.field
(constant_variable_declaration name: (identifier) @name) @definition.constant
(user_defined_type_definition name: (identifier) @name) @definition.class

(call_expression function: (expression (identifier) @reference))
(member_expression property: (identifier) @reference)
(user_defined_type (identifier) @reference)
(modifier_invocation (identifier) @reference)
(emit_statement name: (expression (identifier) @reference))
(revert_statement error: (expression (identifier) @reference))

(comment) @comment
