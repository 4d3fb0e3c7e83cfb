module io_mod
  implicit none
contains
  subroutine write_field(unit, field, name)
    integer, intent(in) :: unit
    real, intent(in) :: field(:)
    character(*), intent(in) :: name
    write(unit, *) name, field
  end subroutine write_field
end module io_mod
