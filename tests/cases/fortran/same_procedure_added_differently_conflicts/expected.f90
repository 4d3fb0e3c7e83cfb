module units_mod
  implicit none
contains
  real function to_kelvin(c)
    real, intent(in) :: c
    to_kelvin = c + 273.15
  end function to_kelvin
<<<<<<< left

  real function to_celsius(k)
    real, intent(in) :: k
    to_celsius = k - 273.15
  end function to_celsius
||||||| base
=======

  real function to_celsius(k)
    real, intent(in) :: k
    to_celsius = k - 273.0
  end function to_celsius
>>>>>>> right
end module units_mod
