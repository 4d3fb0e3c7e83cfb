import java.util.List;
import java.util.Map;

class D {
}
