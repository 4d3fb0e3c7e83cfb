module io_mod
  implicit none
contains
  subroutine write_field(unit, field, fmt)
    integer, intent(in) :: unit
    real, intent(in) :: field(:)
    character(*), intent(in) :: fmt
    write(unit, fmt) field
  end subroutine write_field
end module io_mod
