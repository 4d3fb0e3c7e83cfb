variable "name" {
  type = string
}

# The tags every resource carries.
variable "tags" {
  type    = map(string)
  default = {}
}

variable "enabled" {
  type    = bool
  default = true
}
