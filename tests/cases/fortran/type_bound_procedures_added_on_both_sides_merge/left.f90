module shape_mod
  implicit none
  type :: circle_t
    real :: r = 1.0
  contains
    procedure :: area => circle_area
    procedure :: perimeter => circle_perimeter
  end type circle_t
contains
  real function circle_area(self)
    class(circle_t), intent(in) :: self
    circle_area = 3.14159 * self%r**2
  end function circle_area

  real function circle_perimeter(self)
    class(circle_t), intent(in) :: self
    circle_perimeter = 2 * 3.14159 * self%r
  end function circle_perimeter
end module shape_mod
