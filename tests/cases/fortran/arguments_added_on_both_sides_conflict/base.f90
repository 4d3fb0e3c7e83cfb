module io_mod
  implicit none
contains
  subroutine write_field(unit, field)
    integer, intent(in) :: unit
    real, intent(in) :: field(:)
    write(unit, *) field
  end subroutine write_field
end module io_mod
