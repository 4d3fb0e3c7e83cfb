import java.util.List;
import java.util.Map;
import java.io.File;

class D {
}
