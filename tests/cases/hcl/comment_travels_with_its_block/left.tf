variable "name" {
  type = string
}

variable "enabled" {
  type    = bool
  default = true
}

# The tags every resource carries.
variable "tags" {
  type    = map(string)
  default = {}
}
