package org.ringgames.circle.b;

import org.ringgames.circle.a.Left;

/** The other half of a deliberate package circle, for PackageCycleTest to find. */
public class Right {
    public Object other() {
        return new Left();
    }
}
