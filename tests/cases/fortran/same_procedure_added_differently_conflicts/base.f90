module units_mod
  implicit none
contains
  real function to_kelvin(c)
    real, intent(in) :: c
    to_kelvin = c + 273.15
  end function to_kelvin
end module units_mod
